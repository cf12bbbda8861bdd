import { Box, Button, Field, Flex, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { ImageOff, Images, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { graphql } from "../../../../gql";
import type { ContentPictureInput, PictureField_PictureFragment } from "../../../../gql/graphql";
import { ResponsiveImage } from "../../../../components/ui/responsive-image";
import type { ImageSource } from "../../../../components/ui/responsive-image";
import { IMAGE_MAX_BYTES } from "../../components/image-field";
import { useUploadContentPicture } from "../api/upload-content-picture";
import type { FieldErrors } from "./fields";
import { TextInput, pathOf } from "./fields";
import { GalleryPickerDialog } from "./gallery-picker-dialog";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const PictureFieldFragment = graphql(`
  fragment PictureField_picture on ContentPicture {
    assetId
    path
    alt
    image {
      ...ResponsiveImage_image
    }
  }
`);

/** A picture in the form: what the input names (an upload's id or a bundled path), its alt text, and what to preview. */
export interface PictureValue {
  assetId: string | null;
  path: string | null;
  alt: string;
  image: ImageSource | null;
}

export const emptyPicture = (): PictureValue => ({ assetId: null, path: null, alt: "", image: null });

export const pictureValue = (picture: PictureField_PictureFragment): PictureValue => ({
  assetId: picture.assetId ?? null,
  path: picture.path ?? null,
  alt: picture.alt,
  image: picture.image ?? null,
});

/** A bundled picture keeps its path as loaded; anything else is named by its asset id. */
export const pictureInput = ({ assetId, path, alt }: PictureValue): ContentPictureInput =>
  path ? { path, alt } : { assetId, alt };

const PREVIEW_HEIGHT = "10rem";

interface PictureFieldProps {
  label: string;
  value: PictureValue | null;
  onChange: (value: PictureValue | null) => void;
  errors: FieldErrors;
  /** The picture's dotted path in the input, for the server's messages. */
  path: string;
  /** An optional picture can be taken away. */
  optional?: boolean;
}

/** The current picture, a new upload or a gallery photo in its place, and its alt text. */
export function PictureField({ label, value, onChange, errors, path, optional = false }: PictureFieldProps) {
  const inputId = useId();
  const [upload, { loading: uploading }] = useUploadContentPicture();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const current = value ?? emptyPicture();
  const pictureError =
    uploadError ?? errors[pathOf(path, "assetId")] ?? errors[pathOf(path, "path")] ?? errors[path] ?? undefined;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) return setUploadError("Please upload an image file");
    if (file.size > IMAGE_MAX_BYTES) return setUploadError("Image must be less than 5MB");
    setUploadError(null);
    try {
      const { data } = await upload({ variables: { image: file } });
      if (data) onChange({ ...pictureValue(data.uploadContentPicture), alt: current.alt });
    } catch {
      setUploadError("Failed to upload the picture. Please try again.");
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg">
      <Field.Root invalid={!!pictureError}>
        <Text fontWeight="medium" mb="2">
          {label}
        </Text>
        <Flex direction={{ base: "column", sm: "row" }} gap="4" align={{ sm: "flex-start" }} w="full">
          <Flex
            w={{ base: "full", sm: "14rem" }}
            h={PREVIEW_HEIGHT}
            flexShrink={0}
            align="center"
            justify="center"
            bg="gray.100"
            borderRadius="md"
            overflow="hidden"
          >
            {current.image ? (
              <ResponsiveImage
                image={current.image}
                alt={`Current picture: ${current.alt || "no description yet"}`}
                sizes="14rem"
                maxH={PREVIEW_HEIGHT}
                objectFit="contain"
              />
            ) : (
              <Stack align="center" color="gray.700" gap="1">
                <ImageOff aria-hidden />
                <Text fontSize="sm">{value ? "Picture missing" : "No picture"}</Text>
              </Stack>
            )}
          </Flex>
          <Stack gap="3" flex="1" minW="0">
            <Field.Label htmlFor={inputId} fontWeight="normal">
              Upload a new picture
            </Field.Label>
            <Input
              id={inputId}
              type="file"
              accept="image/*"
              p="1"
              bg="bg"
              disabled={uploading}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <Field.HelperText color="fg">PNG, JPG, GIF or WebP up to 5MB</Field.HelperText>
            {uploading && (
              <Flex align="center" gap="2" role="status">
                <Spinner size="sm" /> <Text>Uploading picture...</Text>
              </Flex>
            )}
            <Flex gap="2" wrap="wrap">
              <Button variant="outline" colorPalette="school" minH="11" onClick={() => setPicking(true)}>
                <Images aria-hidden /> Choose from gallery
              </Button>
              {optional && value && (
                <Button variant="outline" colorPalette="red" minH="11" onClick={() => onChange(null)}>
                  <Trash2 aria-hidden /> Remove picture
                </Button>
              )}
            </Flex>
            <Field.ErrorText>{pictureError}</Field.ErrorText>
          </Stack>
        </Flex>
      </Field.Root>
      {(value || !optional) && (
        <Box mt="3">
          <TextInput
            label="Alt text"
            required
            value={current.alt}
            onChange={(alt) => onChange({ ...current, alt })}
            error={errors[pathOf(path, "alt")]}
            helper="What the picture shows, for people who cannot see it."
          />
        </Box>
      )}
      {picking && (
        <GalleryPickerDialog
          onClose={() => setPicking(false)}
          onChoose={(item) => {
            setUploadError(null);
            onChange({ assetId: item.imageId, path: null, alt: current.alt || item.title, image: item.image });
            setPicking(false);
          }}
        />
      )}
    </Box>
  );
}
