import { Button, Card, Field, Flex, Heading, IconButton, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { FormEvent } from "react";
import { ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { FormDialog } from "../../components/form-dialog";
import { notify } from "../../components/notify";
import { TextField } from "../../components/text-field";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import type { useAlbums } from "../api/albums";
import { useCreateAlbum } from "../api/create-album";
import { useDeleteAlbum } from "../api/delete-album";
import { useUpdateAlbum } from "../api/update-album";

const NAME_REQUIRED = "Name is required";

interface Album {
  id: string;
  name: string;
}

/** The message to show at the name field, or for the form, after a refused save. */
function errorsOf(error: unknown): { name?: string; form?: string } {
  const fields = fieldErrorsOf(error);
  if (fields.name) return { name: fields.name };
  return { form: (error instanceof Error && error.message) || "Unknown error" };
}

function AddAlbumForm() {
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const [createAlbum, { loading }] = useCreateAlbum();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: NAME_REQUIRED });
      return;
    }
    try {
      await createAlbum({ variables: { input: { name: name.trim() } } });
      notify.success("Album added");
      setName("");
      setErrors({});
    } catch (error) {
      setErrors(errorsOf(error));
      notify.failure("Failed to add album");
    }
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate>
      <Flex gap="3" align="flex-end" direction={{ base: "column", sm: "row" }}>
        <Field.Root required invalid={!!errors.name} flex="1">
          <Field.Label>
            New album name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors({});
            }}
          />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="school" minH="11" loading={loading} loadingText="Adding...">
          <Plus aria-hidden /> Add album
        </Button>
      </Flex>
      {errors.form && (
        <Text color="fg.error" role="alert" mt="2">
          The album was not added: {errors.form}
        </Text>
      )}
    </chakra.form>
  );
}

function RenameAlbumDialog({ album, onClose }: { album: Album; onClose: () => void }) {
  const [name, setName] = useState(album.name);
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const [updateAlbum, { loading }] = useUpdateAlbum();

  const save = async () => {
    if (!name.trim()) {
      setErrors({ name: NAME_REQUIRED });
      return;
    }
    try {
      await updateAlbum({ variables: { id: album.id, input: { name: name.trim() } } });
      notify.success("Album renamed");
      onClose();
    } catch (error) {
      setErrors(errorsOf(error));
      notify.failure("Failed to rename album");
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Rename Album"
      onSubmit={save}
      submitLabel="Save Name"
      busy={loading}
      busyLabel="Saving..."
    >
      <TextField label="Album name" required value={name} onChange={setName} error={errors.name} />
      {errors.form && (
        <Text color="fg.error" role="alert">
          The album was not renamed: {errors.form}
        </Text>
      )}
    </FormDialog>
  );
}

/** Staff list, add, rename and delete albums; deleting one keeps its photos in the gallery. */
export function AlbumsPanel({ albums }: { albums: ReturnType<typeof useAlbums> }) {
  const [renaming, setRenaming] = useState<Album | null>(null);
  const [deleteAlbum] = useDeleteAlbum();
  const deletion = useConfirmedDelete(deleteAlbum, {
    thing: "album (its photos stay in the gallery)",
    success: "Album deleted",
    failure: (error) => `Failed to delete album: ${(error instanceof Error && error.message) || "Unknown error"}`,
  });
  const list = albums.data?.albums ?? [];

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Albums
        </Heading>
        <AddAlbumForm />
        {albums.loading && !albums.data ? (
          <LoadingState label="Loading albums..." />
        ) : albums.error && !albums.data ? (
          <ErrorState message="Failed to fetch albums" onRetry={retry(albums.refetch)} />
        ) : list.length === 0 ? (
          <Text color="fg.muted">No albums yet: photos can be grouped once one is added.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Albums">
            {list.map((album) => (
              <Flex as="li" key={album.id} align="center" gap="2" borderBottomWidth="1px" py="1">
                <Text flex="1" minW="0" fontWeight="medium">
                  {album.name}
                </Text>
                <IconButton
                  aria-label={`Rename ${album.name}`}
                  variant="outline"
                  colorPalette="school"
                  minW="11"
                  minH="11"
                  onClick={() => setRenaming(album)}
                >
                  <Pencil aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Delete ${album.name}`}
                  variant="outline"
                  colorPalette="red"
                  minW="11"
                  minH="11"
                  onClick={() => deletion.ask(album.id)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
      {renaming && <RenameAlbumDialog album={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Card.Root>
  );
}
