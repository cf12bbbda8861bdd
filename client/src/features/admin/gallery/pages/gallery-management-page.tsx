import {
  Box,
  Button,
  Card,
  Field,
  Heading,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
} from "@chakra-ui/react";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { FormEvent } from "react";
import { LoadMoreButton } from "../../../../components/ui/load-more-button";
import { ResponsiveImage, pickImage } from "../../../../components/ui/responsive-image";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { ImageField, useImageChoice } from "../../components/image-field";
import { notify } from "../../components/notify";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useAdminGalleryItems } from "../api/admin-gallery-items";
import { useCreateGalleryItem } from "../api/create-gallery-item";
import { useDeleteGalleryItem } from "../api/delete-gallery-item";

function UploadForm() {
  const image = useImageChoice();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [alt, setAlt] = useState("");
  const [createGalleryItem, { loading }] = useCreateGalleryItem();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!image.choice.file) return;
    try {
      // A blank title becomes 'Gallery Image {date}' on the server.
      await createGalleryItem({
        variables: {
          input: { title: title.trim(), description: description.trim(), alt: alt.trim(), image: image.choice.file },
        },
      });
      notify.success("Image uploaded successfully");
      image.reset();
      setTitle("");
      setDescription("");
      setAlt("");
    } catch {
      notify.failure("Failed to upload image");
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={(event) => void submit(event)} noValidate>
          <Heading as="h2" size="lg">
            Add a Photo
          </Heading>
          <ImageField label="Image" required choice={image.choice} onChoose={image.choose} />
          <Field.Root>
            <Field.Label>Title</Field.Label>
            <Input
              value={title}
              placeholder="Enter image title (optional)"
              onChange={(event) => setTitle(event.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              Alt text <Field.RequiredIndicator />
            </Field.Label>
            <Input value={alt} onChange={(event) => setAlt(event.target.value)} />
            <Field.HelperText>Describe what the photo shows, for people who cannot see it.</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
          </Field.Root>
          <Button
            type="submit"
            colorPalette="school"
            alignSelf="flex-start"
            loading={loading}
            loadingText="Uploading..."
            disabled={!image.choice.file || image.choice.processing || !alt.trim()}
          >
            Upload Image
          </Button>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

export function GalleryManagementPage() {
  const list = useAdminGalleryItems();
  const [deleteGalleryItem] = useDeleteGalleryItem();
  const deletion = useConfirmedDelete(deleteGalleryItem, {
    thing: "image",
    success: "Image deleted successfully",
    failure: () => "Failed to delete image",
  });
  const nodes = list.data?.galleryItems.nodes ?? [];

  return (
    <Stack gap="8">
      <UploadForm />
      <Stack gap="4">
        <Heading as="h2" size="lg">
          Gallery Items
        </Heading>
        {list.loading && !list.data ? (
          <LoadingState label="Loading gallery items..." />
        ) : list.error && !list.data ? (
          <ErrorState message="Failed to fetch gallery items" onRetry={retry(list.refetch)} />
        ) : nodes.length === 0 ? (
          <EmptyState title="No photos yet" message="Upload the first photo above." />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {nodes.map((item) => {
              const source = pickImage(item.responsiveImage, item.imageUrl);
              return (
                <Card.Root key={item.id} as="article" overflow="hidden" size="sm">
                  <Box aspectRatio={4 / 3} bg="gray.100">
                    {source && (
                      <ResponsiveImage
                        image={source}
                        alt={item.alt}
                        sizes="(min-width: 62em) 20rem, 100vw"
                        w="full"
                        h="full"
                        objectFit="cover"
                      />
                    )}
                  </Box>
                  <Card.Body gap="1" flexDirection="row" alignItems="flex-start">
                    <Box flex="1" minW="0">
                      <Heading as="h3" size="sm">
                        {item.title}
                      </Heading>
                      {item.description && (
                        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                          {item.description}
                        </Text>
                      )}
                    </Box>
                    <IconButton
                      aria-label={`Delete ${item.title}`}
                      variant="outline"
                      colorPalette="red"
                      onClick={() => deletion.ask(item.id)}
                    >
                      <Trash2 aria-hidden />
                    </IconButton>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </SimpleGrid>
        )}
        {list.data?.galleryItems.pageInfo.hasNextPage && (
          <LoadMoreButton loading={list.loading} onClick={() => void list.loadMore()} />
        )}
      </Stack>
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}
