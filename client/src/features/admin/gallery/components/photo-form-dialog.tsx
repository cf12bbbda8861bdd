import { Text } from "@chakra-ui/react";
import { useState } from "react";
import type { AdminGalleryItem_ItemFragment } from "../../../../gql/graphql";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { FormDialog } from "../../components/form-dialog";
import { notify } from "../../components/notify";
import { TextField } from "../../components/text-field";
import { useUpdateGalleryItem } from "../api/update-gallery-item";
import { AlbumSelect } from "./album-select";
import { ALT_REQUIRED, AltTextField } from "./alt-text-field";

interface PhotoFormDialogProps {
  photo: AdminGalleryItem_ItemFragment;
  albums: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** Edits a photo's words and album; the picture itself stays. */
export function PhotoFormDialog({ photo, albums, onClose }: PhotoFormDialogProps) {
  const [title, setTitle] = useState(photo.title);
  const [description, setDescription] = useState(photo.description);
  const [alt, setAlt] = useState(photo.alt);
  const [albumId, setAlbumId] = useState(
    photo.albumId && albums.some((album) => album.id === photo.albumId) ? photo.albumId : "",
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [updateGalleryItem, { loading }] = useUpdateGalleryItem();

  const save = async () => {
    if (!alt.trim()) {
      setErrors({ alt: ALT_REQUIRED });
      return;
    }
    try {
      await updateGalleryItem({
        variables: {
          id: photo.id,
          input: { title: title.trim(), description: description.trim(), alt: alt.trim(), albumId: albumId || null },
        },
      });
      notify.success("Photo updated");
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const reason = (error instanceof Error && error.message) || "Unknown error";
      setErrors({ ...fields, form: `The photo was not saved: ${reason}` });
      notify.failure("Failed to update photo");
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Edit Photo"
      onSubmit={save}
      submitLabel="Save Photo"
      busy={loading}
      busyLabel="Saving..."
    >
      <TextField label="Title" value={title} onChange={setTitle} error={errors.title} />
      <TextField
        label="Description"
        rows={3}
        value={description}
        onChange={setDescription}
        error={errors.description}
      />
      <AltTextField value={alt} onChange={setAlt} title={title} error={errors.alt} />
      <AlbumSelect albums={albums} value={albumId} onChange={setAlbumId} error={errors.albumId} />
      {errors.form && (
        <Text color="fg.error" role="alert">
          {errors.form}
        </Text>
      )}
    </FormDialog>
  );
}
