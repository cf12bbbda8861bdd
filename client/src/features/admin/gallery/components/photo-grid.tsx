import { Badge, Box, Card, Flex, Heading, IconButton, SimpleGrid, Text } from "@chakra-ui/react";
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { DragEvent, KeyboardEvent, RefObject } from "react";
import { ResponsiveImage, pickImage } from "../../../../components/ui/responsive-image";
import type { AdminGalleryItem_ItemFragment } from "../../../../gql/graphql";
import { PublicationBadge } from "../../components/publication-badge";

/** Only drags that started on a photo's handle move photos (not files dropped from the desktop). */
const DRAG_TYPE = "application/x-gallery-photo";

/** The keys that move a photo from its focused drag handle: earlier or later in the gallery's order. */
const HANDLE_KEYS: Partial<Record<string, "up" | "down">> = {
  ArrowUp: "up",
  ArrowLeft: "up",
  ArrowDown: "down",
  ArrowRight: "down",
};

interface PhotoGridProps {
  photos: readonly AdminGalleryItem_ItemFragment[];
  albums: readonly { id: string; name: string }[];
  gridRef: RefObject<HTMLDivElement | null>;
  /** False until every photo is loaded: a photo of a later page has no place in the order yet. */
  movable: boolean;
  onMove: (from: number, to: number) => void;
  /** `on` says what keeps the focus: the Move button pressed (the default) or the drag handle. */
  onMoveByButton: (index: number, direction: "up" | "down", on?: "button" | "handle") => void;
  onEdit: (photo: AdminGalleryItem_ItemFragment) => void;
  onDelete: (id: string) => void;
}

/**
 * The gallery in its order: Move up / Move down buttons, or a drag handle (dragged with the mouse, or
 * focused and moved with the arrow keys) move a photo; each photo also has Edit and Delete.
 */
export function PhotoGrid({
  photos,
  albums,
  gridRef,
  movable,
  onMove,
  onMoveByButton,
  onEdit,
  onDelete,
}: PhotoGridProps) {
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const dragged = useRef<number | null>(null);
  const albumName = (id: string | null | undefined) => albums.find((album) => album.id === id)?.name;

  const dropProps = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setDropTarget(index);
    },
    onDragLeave: () => setDropTarget((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      setDropTarget(null);
      const from = dragged.current ?? Number(event.dataTransfer.getData(DRAG_TYPE));
      if (Number.isInteger(from)) onMove(from, index);
      dragged.current = null;
    },
  });

  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" ref={gridRef}>
      {photos.map((photo, index) => {
        const source = pickImage(photo.responsiveImage, photo.imageUrl);
        const album = albumName(photo.albumId);
        const target = dropTarget === index;
        return (
          <Card.Root
            key={photo.id}
            data-photo-id={photo.id}
            as="article"
            overflow="hidden"
            size="sm"
            borderWidth="2px"
            borderStyle={target ? "dashed" : "solid"}
            borderColor={target ? "school.600" : "border"}
            {...dropProps(index)}
          >
            <Box aspectRatio={4 / 3} bg="gray.100">
              {source && (
                <ResponsiveImage
                  image={source}
                  alt={photo.alt}
                  sizes="(min-width: 62em) 20rem, 100vw"
                  w="full"
                  h="full"
                  objectFit="cover"
                />
              )}
            </Box>
            <Card.Body gap="2">
              <Box minW="0">
                <Heading as="h3" size="sm">
                  {photo.title}
                </Heading>
                <Flex gap="2" mt="1" wrap="wrap">
                  <PublicationBadge item={photo} />
                  {album && <Badge colorPalette="school">{album}</Badge>}
                </Flex>
                {photo.description && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                    {photo.description}
                  </Text>
                )}
              </Box>
              <Flex gap="2" align="center" wrap="wrap">
                <IconButton
                  data-drag-handle
                  aria-label={`Reorder ${photo.title}: drag, or use the arrow keys`}
                  title="Drag, or use the arrow keys, to reorder"
                  variant="ghost"
                  minW="11"
                  minH="11"
                  color="fg"
                  cursor={movable ? "grab" : "not-allowed"}
                  disabled={!movable}
                  draggable={movable}
                  onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
                    const direction = HANDLE_KEYS[event.key];
                    if (!direction) return;
                    event.preventDefault();
                    const atEnd = direction === "up" ? index === 0 : index === photos.length - 1;
                    if (!atEnd) onMoveByButton(index, direction, "handle");
                  }}
                  onDragStart={(event: DragEvent<HTMLButtonElement>) => {
                    dragged.current = index;
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData(DRAG_TYPE, String(index));
                    const card = event.currentTarget.closest("[data-photo-id]");
                    if (card && event.dataTransfer.setDragImage) event.dataTransfer.setDragImage(card, 16, 16);
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                    setDropTarget(null);
                  }}
                >
                  <GripVertical size={20} aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Move ${photo.title} up`}
                  data-move="up"
                  variant="outline"
                  minW="11"
                  minH="11"
                  disabled={!movable || index === 0}
                  onClick={() => onMoveByButton(index, "up")}
                >
                  <ArrowUp aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Move ${photo.title} down`}
                  data-move="down"
                  variant="outline"
                  minW="11"
                  minH="11"
                  disabled={!movable || index === photos.length - 1}
                  onClick={() => onMoveByButton(index, "down")}
                >
                  <ArrowDown aria-hidden />
                </IconButton>
                <Box flex="1" />
                <IconButton
                  aria-label={`Edit ${photo.title}`}
                  variant="outline"
                  colorPalette="school"
                  minW="11"
                  minH="11"
                  onClick={() => onEdit(photo)}
                >
                  <Pencil aria-hidden />
                </IconButton>
                <IconButton
                  aria-label={`Delete ${photo.title}`}
                  variant="outline"
                  colorPalette="red"
                  minW="11"
                  minH="11"
                  onClick={() => onDelete(photo.id)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </Flex>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
