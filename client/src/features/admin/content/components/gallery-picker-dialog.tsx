import { Box, Button, CloseButton, Dialog, Portal, SimpleGrid, Text } from "@chakra-ui/react";
import { LoadMoreButton } from "../../../../components/ui/load-more-button";
import { ResponsiveImage } from "../../../../components/ui/responsive-image";
import type { ImageSource } from "../../../../components/ui/responsive-image";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import { useGalleryPictures } from "../api/gallery-pictures";

interface GalleryChoice {
  imageId: string;
  title: string;
  image: ImageSource;
}

interface GalleryPickerDialogProps {
  onClose: () => void;
  onChoose: (choice: GalleryChoice) => void;
}

/** The gallery's photos as thumbnails; choosing one puts it in the picture field. */
export function GalleryPickerDialog({ onClose, onChoose }: GalleryPickerDialogProps) {
  const list = useGalleryPictures();
  const choices: GalleryChoice[] = (list.data?.galleryItems.nodes ?? []).flatMap((item) =>
    item.imageId && item.responsiveImage
      ? [{ imageId: item.imageId, title: item.title, image: item.responsiveImage }]
      : [],
  );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Choose a picture from the gallery</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {list.loading && !list.data ? (
                <LoadingState label="Loading gallery pictures..." />
              ) : list.error && !list.data ? (
                <ErrorState message="Failed to load the gallery. Please try again." onRetry={retry(list.refetch)} />
              ) : choices.length === 0 ? (
                <EmptyState title="No photos yet" message="Upload photos in Gallery Management first." />
              ) : (
                <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                  {choices.map((choice) => (
                    <Button
                      key={choice.imageId}
                      variant="outline"
                      h="auto"
                      p="2"
                      flexDirection="column"
                      alignItems="stretch"
                      whiteSpace="normal"
                      aria-label={`Use ${choice.title}`}
                      onClick={() => onChoose(choice)}
                    >
                      <Box aspectRatio={4 / 3} bg="gray.100" borderRadius="sm" overflow="hidden">
                        <ResponsiveImage
                          image={choice.image}
                          alt=""
                          sizes="12rem"
                          w="full"
                          h="full"
                          objectFit="cover"
                        />
                      </Box>
                      <Text fontSize="sm" fontWeight="medium" lineClamp={2} textAlign="left">
                        {choice.title}
                      </Text>
                    </Button>
                  ))}
                </SimpleGrid>
              )}
              {list.data?.galleryItems.pageInfo.hasNextPage && (
                <LoadMoreButton loading={list.loading} onClick={() => void list.loadMore()} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
