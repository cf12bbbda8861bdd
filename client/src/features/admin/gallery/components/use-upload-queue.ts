import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { IMAGE_MAX_BYTES } from "../../components/image-field";
import { notify } from "../../components/notify";
import { useCreateGalleryItem } from "../api/create-gallery-item";
import { ALT_REQUIRED } from "./alt-text-field";

/** A chosen photo waiting in the list until it is uploaded. */
export interface QueuedPhoto {
  key: string;
  file: File;
  /** An object URL of the file, for the thumbnail. */
  preview: string;
  title: string;
  alt: string;
  /** An album's id, or empty for none. */
  albumId: string;
  /** How much has gone (0 to 1) while it uploads; null otherwise. */
  progress: number | null;
  /** The server's messages by field, after a failed upload. */
  errors: Partial<Record<string, string>>;
  /** Why the last upload failed. */
  failure: string | null;
}

export type PhotoChanges = Partial<Pick<QueuedPhoto, "title" | "alt" | "albumId">>;

let nextKey = 0;

const photos = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;

/** The reason to show for a failed upload: the server's message about the file, any field, or the error. */
function reasonOf(error: unknown, errors: Record<string, string>): string {
  const message = errors.image ?? errors.imageData ?? Object.values(errors)[0];
  return message ?? ((error instanceof Error && error.message) || "Upload failed");
}

/** Why a file cannot go to the gallery, or null when it can (the server checks again). */
function refusalOf(file: File): string | null {
  if (!file.type.startsWith("image/")) return "not an image";
  if (file.size > IMAGE_MAX_BYTES) return "larger than 5MB";
  return null;
}

/**
 * Photos chosen for upload, each with its own title, alt text and album. Uploading sends them one
 * by one; each success leaves the list and each failure stays with its reason, ready for a retry.
 */
export function useUploadQueue() {
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  /** Of the whole batch, 0 to 1, while it uploads. */
  const [overall, setOverall] = useState<number | null>(null);
  const [summary, setSummary] = useState("");
  const createGalleryItem = useCreateGalleryItem();

  // Previews still shown when the screen closes are let go.
  const previews = useRef<string[]>([]);
  useEffect(() => {
    previews.current = queue.map((photo) => photo.preview);
  }, [queue]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (key: string, changes: Partial<QueuedPhoto>) =>
    setQueue((current) => current.map((photo) => (photo.key === key ? { ...photo, ...changes } : photo)));

  const add = (files: Iterable<File>) => {
    const chosen = [...files];
    setRefused(chosen.flatMap((file) => (refusalOf(file) ? [`${file.name}: ${refusalOf(file)}`] : [])));
    const accepted = chosen.filter((file) => !refusalOf(file));
    setQueue((current) => [
      ...current,
      ...accepted.map((file) => ({
        key: `photo-${(nextKey += 1)}`,
        file,
        preview: URL.createObjectURL(file),
        title: "",
        alt: "",
        albumId: "",
        progress: null,
        errors: {},
        failure: null,
      })),
    ]);
    if (accepted.length > 0) setSummary(`${photos(accepted.length)} added to the list`);
  };

  const update = (key: string, changes: PhotoChanges) =>
    setQueue((current) =>
      current.map((photo) => {
        if (photo.key !== key) return photo;
        // A field staff change loses its old message.
        const errors = { ...photo.errors };
        Object.keys(changes).forEach((field) => delete errors[field]);
        return { ...photo, ...changes, errors };
      }),
    );

  const remove = (key: string) => {
    const photo = queue.find((item) => item.key === key);
    if (photo) URL.revokeObjectURL(photo.preview);
    setQueue((current) => current.filter((item) => item.key !== key));
  };

  /** Uploads every photo in the list; false when some still need alt text (nothing is sent then). */
  const uploadAll = async (): Promise<boolean> => {
    const missing = queue.filter((photo) => !photo.alt.trim());
    if (missing.length > 0) {
      setQueue((current) =>
        current.map((photo) =>
          photo.alt.trim() ? photo : { ...photo, errors: { ...photo.errors, alt: ALT_REQUIRED } },
        ),
      );
      setSummary(`${photos(missing.length)} still need alt text`);
      return false;
    }
    const batch = queue;
    const totalBytes = batch.reduce((sum, photo) => sum + photo.file.size, 0) || 1;
    let doneBytes = 0;
    let uploaded = 0;
    setBusy(true);
    setOverall(0);
    setSummary(`Uploading ${photos(batch.length)}`);
    for (const photo of batch) {
      patch(photo.key, { progress: 0, errors: {}, failure: null });
      const input = {
        // A blank title becomes 'Gallery Image {date}' on the server.
        title: photo.title.trim(),
        description: "",
        alt: photo.alt.trim(),
        albumId: photo.albumId || null,
        image: photo.file,
      };
      try {
        await createGalleryItem(input, (fraction) => {
          patch(photo.key, { progress: fraction });
          setOverall((doneBytes + fraction * photo.file.size) / totalBytes);
        });
        uploaded += 1;
        URL.revokeObjectURL(photo.preview);
        setQueue((current) => current.filter((item) => item.key !== photo.key));
      } catch (error) {
        const errors = fieldErrorsOf(error);
        patch(photo.key, { progress: null, errors, failure: reasonOf(error, errors) });
      }
      doneBytes += photo.file.size;
      setOverall(doneBytes / totalBytes);
    }
    const failed = batch.length - uploaded;
    const result = `${photos(uploaded)} uploaded${failed > 0 ? `, ${failed} failed` : ""}`;
    setSummary(result);
    if (failed > 0) notify.failure(result);
    else notify.success(result);
    setBusy(false);
    setOverall(null);
    return true;
  };

  return { queue, refused, busy, overall, summary, add, update, remove, uploadAll };
}
