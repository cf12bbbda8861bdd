import { Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSchoolTimeZone } from "../../../../api/school-identity";
import type { AdminGalleryItem_ItemFragment } from "../../../../gql/graphql";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { FormDialog } from "../../components/form-dialog";
import { notify } from "../../components/notify";
import {
  PublicationFields,
  initialPublication,
  publicationErrors,
  publicationInput,
  publicationSubmitLabel,
} from "../../components/publication-fields";
import { TextField } from "../../components/text-field";
import { useUpdateGalleryItem } from "../api/update-gallery-item";
import { AlbumSelect } from "./album-select";
import { ALT_REQUIRED, AltTextField } from "./alt-text-field";

interface PhotoFormDialogProps {
  photo: AdminGalleryItem_ItemFragment;
  albums: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** Edits a photo's words, album and publishing; the picture itself stays. */
export function PhotoFormDialog({ photo, albums, onClose }: PhotoFormDialogProps) {
  const timeZone = useSchoolTimeZone();
  const [starting] = useState(() => ({
    title: photo.title,
    description: photo.description,
    alt: photo.alt,
    albumId: photo.albumId && albums.some((album) => album.id === photo.albumId) ? photo.albumId : "",
    publication: initialPublication(photo, timeZone),
  }));
  const [title, setTitle] = useState(starting.title);
  const [description, setDescription] = useState(starting.description);
  const [alt, setAlt] = useState(starting.alt);
  const [albumId, setAlbumId] = useState(starting.albumId);
  const [publication, setPublication] = useState(starting.publication);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [updateGalleryItem, { loading }] = useUpdateGalleryItem();
  const dirty = JSON.stringify({ title, description, alt, albumId, publication }) !== JSON.stringify(starting);

  const save = async () => {
    const missing = { ...(alt.trim() ? {} : { alt: ALT_REQUIRED }), ...publicationErrors(publication) };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await updateGalleryItem({
        variables: {
          id: photo.id,
          input: {
            title: title.trim(),
            description: description.trim(),
            alt: alt.trim(),
            albumId: albumId || null,
            publication: publicationInput(publication, timeZone),
          },
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
      submitLabel={publicationSubmitLabel(publication, "Save Photo")}
      busy={loading}
      busyLabel="Saving..."
      dirty={dirty}
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
      <PublicationFields value={publication} onChange={setPublication} errors={errors} timeZone={timeZone} />
      {errors.form && (
        <Text color="fg.error" role="alert">
          {errors.form}
        </Text>
      )}
    </FormDialog>
  );
}
