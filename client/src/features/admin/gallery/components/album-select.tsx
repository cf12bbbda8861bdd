import { Field, NativeSelect } from "@chakra-ui/react";

interface AlbumSelectProps {
  albums: readonly { id: string; name: string }[];
  /** An album's id, or empty for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The album a photo is in: a native select, the phone's own picker. */
export function AlbumSelect({ albums, value, onChange, error }: AlbumSelectProps) {
  // An album deleted meanwhile counts as none, as the server has made it.
  const known = albums.some((album) => album.id === value) ? value : "";
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Album</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={known} onChange={(event) => onChange(event.target.value)} bg="bg">
          <option value="">No album</option>
          {albums.map((album) => (
            <option key={album.id} value={album.id}>
              {album.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
