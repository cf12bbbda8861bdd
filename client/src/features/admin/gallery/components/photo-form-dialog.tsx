import { Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSchoolTimeZone } from "../../../../api/school-identity";
import type { AdminGalleryItem_ItemFragment } from "../../../../gql/graphql";
import { fieldErrorsOf, isConflict } from "../../../../lib/graphql-errors";
import { FormDialog } from "../../components/form-dialog";
import { notify } from "../../components/notify";
import { useFormAutosave } from "../../components/use-form-autosave";
import {
  PublicationFields,
  initialPublication,
  publicationErrors,
  publicationInput,
  publicationSubmitLabel,
} from "../../components/publication-fields";
import { TextField } from "../../components/text-field";
import { HistorySection, ItemVersions, useVersionedSave } from "../../components/versioned-edit";
import { useGalleryItemVersions } from "../api/gallery-item-versions";
import { useLatestGalleryItem } from "../api/latest-gallery-item";
import { useRestoreGalleryItemVersion } from "../api/restore-gallery-item-version";
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
  // Someone else's version reloaded, or an old one restored: the form starts again from it.
  const [item, setItem] = useState(photo);
  return <PhotoForm key={item.version} photo={item} albums={albums} onClose={onClose} onReload={setItem} />;
}

function PhotoForm({
  photo,
  albums,
  onClose,
  onReload,
}: PhotoFormDialogProps & { onReload: (item: AdminGalleryItem_ItemFragment) => void }) {
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
  const autosave = useFormAutosave({
    key: `photo:${photo.id}`,
    values: { title, description, alt },
    initial: { title: starting.title, description: starting.description, alt: starting.alt },
    onRestore: (kept) => {
      setTitle(kept.title);
      setDescription(kept.description);
      setAlt(kept.alt);
    },
  });
  const [albumId, setAlbumId] = useState(starting.albumId);
  const [publication, setPublication] = useState(starting.publication);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [updateGalleryItem, { loading }] = useUpdateGalleryItem();
  const latest = useLatestGalleryItem();
  const versioned = useVersionedSave(photo.version, async () => {
    const theirs = await latest(photo.id);
    if (theirs) onReload(theirs);
  });
  const dirty = JSON.stringify({ title, description, alt, albumId, publication }) !== JSON.stringify(starting);

  const save = async () => {
    const missing = { ...(alt.trim() ? {} : { alt: ALT_REQUIRED }), ...publicationErrors(publication) };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await versioned.save((expectedVersion) =>
        updateGalleryItem({
          variables: {
            id: photo.id,
            expectedVersion,
            input: {
              title: title.trim(),
              description: description.trim(),
              alt: alt.trim(),
              albumId: albumId || null,
              publication: publicationInput(publication, timeZone),
            },
          },
        }),
      );
      autosave.clear();
      notify.success("Photo updated");
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // A conflict's own alert says who saved and what to do.
      if (isConflict(error)) {
        setErrors(fields);
        return;
      }
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
      submitLabel={publicationSubmitLabel(publication, "Save Photo", photo)}
      busy={loading}
      busyLabel="Saving..."
      dirty={dirty}
      autosave={autosave}
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
      {versioned.conflictAlert(save)}
      <HistorySection>
        <GalleryItemVersions photo={photo} dirty={dirty} onRestored={onReload} />
      </HistorySection>
    </FormDialog>
  );
}

function GalleryItemVersions({
  photo,
  dirty,
  onRestored,
}: {
  photo: AdminGalleryItem_ItemFragment;
  dirty: boolean;
  onRestored: (item: AdminGalleryItem_ItemFragment) => void;
}) {
  const versions = useGalleryItemVersions(photo.id);
  const restore = useRestoreGalleryItemVersion();
  return (
    <ItemVersions
      versions={versions}
      currentVersion={photo.version}
      thing="photo"
      dirty={dirty}
      restore={(version, expectedVersion) => restore(photo.id, version, expectedVersion)}
      onRestored={onRestored}
    />
  );
}
