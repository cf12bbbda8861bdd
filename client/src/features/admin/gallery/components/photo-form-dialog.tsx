import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import type { AdminGalleryItem_ItemFragment } from "../../../../gql/graphql";
import { ContentFormDialog } from "../../components/content-form-dialog";
import type { ContentFormConfig } from "../../components/content-form-dialog";
import type { BoundField } from "../../components/staff-form";
import { useUpdateContent } from "../../components/content-operations";
import { galleryItemOperations } from "../api/gallery-items-operations";
import { AlbumSelect } from "./album-select";
import { ALT_REQUIRED, AltTextField } from "./alt-text-field";

interface PhotoValues {
  title: string;
  description: string;
  alt: string;
  /** An album's id, or empty for none. */
  albumId: string;
}

type Album = { id: string; name: string };

/** The alt text, offered the photo's title as it stands in the form. */
function PhotoAltText({ value, onChange, error }: BoundField) {
  const title = useWatch<PhotoValues, "title">({ name: "title" });
  return <AltTextField value={value as string} onChange={onChange} title={title} error={error} />;
}

/** A photo's words, album and publishing; the picture itself stays. */
function photoForm(albums: readonly Album[]): ContentFormConfig<AdminGalleryItem_ItemFragment, PhotoValues> {
  return {
    kind: "photo",
    thing: "photo",
    title: () => "Edit Photo",
    fields: () => [
      { kind: "text", name: "title", label: "Title" },
      { kind: "text", name: "description", label: "Description", rows: 3 },
      {
        kind: "custom",
        name: "alt",
        schema: z.string().refine((alt) => alt.trim() !== "", { message: ALT_REQUIRED }),
        render: (field) => <PhotoAltText {...field} />,
      },
      {
        kind: "custom",
        name: "albumId",
        schema: z.string(),
        render: ({ value, onChange, error }) => (
          <AlbumSelect albums={albums} value={value as string} onChange={onChange} error={error} />
        ),
      },
    ],
    defaultValues: (photo) => ({
      title: photo?.title ?? "",
      description: photo?.description ?? "",
      alt: photo?.alt ?? "",
      albumId: photo?.albumId && albums.some((album) => album.id === photo.albumId) ? photo.albumId : "",
    }),
    useSave: () => {
      const [updateGalleryItem] = useUpdateContent(galleryItemOperations);
      return ({ title, description, alt, albumId }, publication, photo, expectedVersion) =>
        updateGalleryItem({
          variables: {
            id: photo?.id ?? "",
            expectedVersion,
            input: {
              title: title.trim(),
              description: description.trim(),
              alt: alt.trim(),
              albumId: albumId || null,
              publication,
            },
          },
        });
    },
    liveLabel: "Save Photo",
    busyLabel: () => "Saving...",
    successMessage: () => "Photo updated",
    failureMessage: () => "Failed to update photo",
    failureInForm: "The photo was not saved",
    history: galleryItemOperations,
  };
}

interface PhotoFormDialogProps {
  photo: AdminGalleryItem_ItemFragment;
  albums: readonly Album[];
  onClose: () => void;
}

export function PhotoFormDialog({ photo, albums, onClose }: PhotoFormDialogProps) {
  const config = useMemo(() => photoForm(albums), [albums]);
  return <ContentFormDialog config={config} item={photo} onClose={onClose} />;
}
