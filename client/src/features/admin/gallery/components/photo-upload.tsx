import {
  Box,
  Button,
  Card,
  Field,
  Fieldset,
  Flex,
  Heading,
  IconButton,
  Image,
  Input,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { DragEvent } from "react";
import { AlbumSelect } from "./album-select";
import { AltTextField } from "./alt-text-field";
import type { PhotoChanges, QueuedPhoto } from "./use-upload-queue";
import { useUploadQueue } from "./use-upload-queue";

const THUMBNAIL_SIZE = "24";

const percent = (fraction: number) => Math.round(fraction * 100);

function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  return (
    <Progress.Root value={percent(fraction)} colorPalette="school" size="sm">
      <Flex justify="space-between" fontSize="sm">
        <Progress.Label>{label}</Progress.Label>
        <Text aria-hidden>{percent(fraction)}%</Text>
      </Flex>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

interface QueuedPhotoRowProps {
  photo: QueuedPhoto;
  albums: readonly { id: string; name: string }[];
  busy: boolean;
  onChange: (changes: PhotoChanges) => void;
  onRemove: () => void;
}

function QueuedPhotoRow({ photo, albums, busy, onChange, onRemove }: QueuedPhotoRowProps) {
  const name = photo.file.name;
  const nameId = useId();
  return (
    <Box as="li" borderWidth="1px" borderColor={photo.failure ? "border.error" : "border"} borderRadius="md" p="3">
      <Fieldset.Root disabled={busy} aria-labelledby={nameId}>
        <Flex gap="3" align="flex-start">
          <Image
            src={photo.preview}
            alt=""
            boxSize={THUMBNAIL_SIZE}
            objectFit="cover"
            borderRadius="md"
            flexShrink={0}
            bg="gray.100"
          />
          <Box flex="1" minW="0">
            <Text id={nameId} fontWeight="semibold" wordBreak="break-all">
              {name}
            </Text>
            {photo.failure && (
              <Text color="fg.error" fontWeight="medium" mt="1">
                Not uploaded: {photo.failure}
              </Text>
            )}
          </Box>
          <IconButton
            aria-label={`Remove ${name}`}
            variant="outline"
            colorPalette="red"
            minW="11"
            minH="11"
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </Flex>
        <Stack gap="3" mt="3">
          <Field.Root invalid={!!photo.errors.title}>
            <Field.Label>Title</Field.Label>
            <Input
              value={photo.title}
              placeholder="Optional"
              onChange={(event) => onChange({ title: event.target.value })}
            />
            <Field.ErrorText>{photo.errors.title}</Field.ErrorText>
          </Field.Root>
          <AltTextField
            value={photo.alt}
            title={photo.title}
            error={photo.errors.alt}
            onChange={(alt) => onChange({ alt })}
          />
          <AlbumSelect
            albums={albums}
            value={photo.albumId}
            error={photo.errors.albumId}
            onChange={(albumId) => onChange({ albumId })}
          />
          {photo.progress !== null && <UploadProgress label={`Uploading ${name}`} fraction={photo.progress} />}
        </Stack>
      </Fieldset.Root>
    </Box>
  );
}

/** Many photos at once: chosen or dropped, each described by staff, uploaded one request per photo. */
export function PhotoUpload({ albums }: { albums: readonly { id: string; name: string }[] }) {
  const upload = useUploadQueue();
  const [dragging, setDragging] = useState(false);
  const dropLabelId = useId();
  const count = upload.queue.length;

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      if (!upload.busy) upload.add(event.dataTransfer.files);
    },
  };

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Add Photos
        </Heading>
        <Flex
          role="group"
          aria-labelledby={dropLabelId}
          direction="column"
          align="center"
          gap="3"
          p="5"
          borderWidth="2px"
          borderStyle="dashed"
          borderRadius="md"
          borderColor={dragging ? "school.600" : "border.emphasized"}
          bg={dragging ? "school.50" : "bg"}
          textAlign="center"
          {...dropProps}
        >
          <Box color="fg.muted" aria-hidden>
            <ImagePlus size={40} />
          </Box>
          <Text id={dropLabelId} fontWeight="medium">
            Drop photos here
          </Text>
          <Field.Root alignItems="center">
            <Field.Label>Or choose photos</Field.Label>
            <Input
              type="file"
              multiple
              accept="image/*"
              p="1"
              maxW="sm"
              disabled={upload.busy}
              onChange={(event) => {
                if (event.target.files) upload.add(event.target.files);
                event.target.value = "";
              }}
            />
            <Field.HelperText>PNG, JPG, GIF or WebP, each up to 5MB</Field.HelperText>
          </Field.Root>
        </Flex>
        {upload.refused.length > 0 && (
          <Box role="alert" color="fg.error">
            <Text fontWeight="medium">Not added:</Text>
            <Box as="ul" ps="5">
              {upload.refused.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Box>
          </Box>
        )}
        {count > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Photos to upload">
            {upload.queue.map((photo) => (
              <QueuedPhotoRow
                key={photo.key}
                photo={photo}
                albums={albums}
                busy={upload.busy}
                onChange={(changes) => upload.update(photo.key, changes)}
                onRemove={() => upload.remove(photo.key)}
              />
            ))}
          </Stack>
        )}
        {upload.overall !== null && <UploadProgress label="All photos" fraction={upload.overall} />}
        {count > 0 && (
          <Button
            colorPalette="school"
            alignSelf="flex-start"
            minH="11"
            loading={upload.busy}
            loadingText="Uploading..."
            onClick={() => void upload.uploadAll()}
          >
            Upload {count} {count === 1 ? "photo" : "photos"}
          </Button>
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {upload.summary}
        </VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}
