import { Box, Button, Field, Flex, Image, Input, Spinner, Text } from "@chakra-ui/react";
import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";

/** Images up to 5 MB (5 × 1024 × 1024 bytes, as the server counts). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const PREVIEW_HEIGHT = "12rem";

export interface ImageChoice {
  /** A new picture to upload. */
  file: File | null;
  /** What the preview shows: the new picture, or the saved one. */
  preview: string | null;
  processing: boolean;
  error: string | null;
  /** The saved picture was taken away. */
  removed: boolean;
}

/** Checks a picked file (type and size, before any upload) and reads it for the preview. */
export function useImageChoice(savedUrl: string | null = null) {
  const [choice, setChoice] = useState<ImageChoice>({
    file: null,
    preview: savedUrl,
    processing: false,
    error: null,
    removed: false,
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setChoice((current) => ({ ...current, error: "Please upload an image file" }));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setChoice((current) => ({ ...current, error: "Image must be less than 5MB" }));
      return;
    }
    setChoice((current) => ({ ...current, processing: true, error: null }));
    const reader = new FileReader();
    const fail = () => setChoice((current) => ({ ...current, processing: false, error: "Failed to process image" }));
    // readAsDataURL hands back a data: URL string.
    reader.onload = () =>
      typeof reader.result === "string"
        ? setChoice({ file, preview: reader.result, processing: false, error: null, removed: false })
        : fail();
    reader.onerror = fail;
    reader.readAsDataURL(file);
  };
  const remove = () => setChoice({ file: null, preview: null, processing: false, error: null, removed: true });
  const reset = () => setChoice({ file: null, preview: null, processing: false, error: null, removed: false });
  return { choice, choose, remove, reset };
}

interface ImageFieldProps {
  label: string;
  choice: ImageChoice;
  onChoose: (file: File | undefined) => void;
  /** Offered when a picture may be taken away (an optional one). */
  onRemove?: () => void;
  required?: boolean;
}

export function ImageField({ label, choice, onChoose, onRemove, required = false }: ImageFieldProps) {
  const inputId = useId();
  return (
    <Field.Root invalid={!!choice.error} required={required}>
      <Field.Label htmlFor={inputId}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Flex
        direction="column"
        gap="3"
        w="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="md"
        p="4"
        align="center"
      >
        {choice.preview ? (
          <Image
            src={choice.preview}
            alt="Preview of the chosen image"
            maxH={PREVIEW_HEIGHT}
            objectFit="contain"
            borderRadius="md"
          />
        ) : (
          <Box color="fg.muted" aria-hidden>
            <ImagePlus size={40} />
          </Box>
        )}
        {choice.processing && (
          <Flex align="center" gap="2" role="status">
            <Spinner size="sm" /> <Text>Processing image...</Text>
          </Flex>
        )}
        <Input
          id={inputId}
          type="file"
          accept="image/*"
          p="1"
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <Field.HelperText>PNG, JPG, GIF up to 5MB</Field.HelperText>
        {onRemove && choice.preview && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            Remove image
          </Button>
        )}
      </Flex>
      <Field.ErrorText>{choice.error}</Field.ErrorText>
    </Field.Root>
  );
}
