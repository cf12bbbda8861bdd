import { Box, Button, Flex, Heading, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Images, RefreshCw, Save, Undo2 } from "lucide-react";
import { useState } from "react";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import type { AdminGalleryItem_ItemFragment, PublicationState } from "../../../../gql/graphql";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { useDeleteContent } from "../../components/content-operations";
import { notify } from "../../components/notify";
import { useUnsavedChangesGuard } from "../../components/unsaved-changes-guard";
import { PublicationFilter } from "../../components/publication-badge";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useRestoreFromTrash } from "../../trash/api/restore-from-trash";
import { useAdminGalleryItems } from "../api/admin-gallery-items";
import { useAlbums } from "../api/albums";
import { galleryItemOperations } from "../api/gallery-items-operations";
import { useReorderGalleryItems } from "../api/reorder-gallery-items";
import { AlbumsPanel } from "../components/albums-panel";
import { PhotoFormDialog } from "../components/photo-form-dialog";
import { PhotoGrid } from "../components/photo-grid";
import { PhotoUpload } from "../components/photo-upload";
import { usePhotoOrder } from "../components/use-photo-order";
import type { AdminSection } from "../../admin-section";

export function GalleryManagementPage() {
  const [state, setState] = useState<PublicationState | "">("");
  const list = useAdminGalleryItems(state || null);
  // A new order names every photo of the gallery: only the whole gallery, unfiltered, can be reordered.
  const reorderable = list.complete && !state;
  const albums = useAlbums();
  const albumList = albums.data?.albums ?? [];
  const [deleteGalleryItem] = useDeleteContent(galleryItemOperations);
  const [restoreFromTrash] = useRestoreFromTrash();
  const deletion = useConfirmedDelete(deleteGalleryItem, {
    thing: "image",
    success: "Image moved to the Trash",
    failure: () => "Failed to delete image",
    undo: (id) => restoreFromTrash("GALLERY_PHOTO", id),
  });
  const order = usePhotoOrder(list.nodes ?? []);
  useUnsavedChangesGuard(order.changed);
  const [editing, setEditing] = useState<AdminGalleryItem_ItemFragment | null>(null);
  const [reorder, { loading: savingOrder }] = useReorderGalleryItems();
  const [orderError, setOrderError] = useState<string | null>(null);

  const saveOrder = async () => {
    try {
      await reorder({ variables: { ids: order.photos.map((photo) => photo.id) } });
      order.reset();
      setOrderError(null);
      order.announce("Gallery order saved");
      notify.success("Gallery order saved");
    } catch (error) {
      const reason = fieldErrorsOf(error).ids ?? ((error instanceof Error && error.message) || "Unknown error");
      setOrderError(`The order was not saved: ${reason}`);
      notify.failure("Failed to save the gallery order");
    }
  };

  return (
    <Stack gap="8">
      <PhotoUpload albums={albumList} />
      <AlbumsPanel albums={albums} />
      <Stack gap="4">
        <Heading as="h2" size="lg">
          Gallery Items
        </Heading>
        <Box maxW="xs">
          <PublicationFilter value={state} onChange={setState} />
        </Box>
        {list.loading && !list.data ? (
          <LoadingState label="Loading gallery items..." />
        ) : list.error && !list.data ? (
          <ErrorState message="Failed to fetch gallery items" onRetry={retry(list.refetch)} />
        ) : order.photos.length === 0 ? (
          state ? (
            <EmptyState title="No photos found" message="No photos are in this state." />
          ) : (
            <EmptyState title="No photos yet" message="Upload the first photo above." />
          )
        ) : (
          <>
            <Box>
              <Text>
                {state
                  ? "Show every state to reorder the gallery."
                  : "Parents see the published photos in this order. Move them with the arrows or drag them by their handle, then save the order."}
              </Text>
              {list.loadFailed ? (
                <Flex role="alert" gap="3" align="center" wrap="wrap" mt="2">
                  <Text color="fg.error">Some photos could not be loaded, so the gallery cannot be reordered yet.</Text>
                  <Button variant="outline" colorPalette="school" minH="11" onClick={list.retryRest}>
                    <RefreshCw aria-hidden /> Load the remaining photos
                  </Button>
                </Flex>
              ) : (
                !list.complete && (
                  <Text role="status" mt="2" color="fg.muted">
                    Loading every photo ({order.photos.length} so far): they can be reordered once all are here.
                  </Text>
                )
              )}
              {order.changed && (
                <Flex gap="3" wrap="wrap" mt="3">
                  <Button
                    colorPalette="school"
                    minH="11"
                    loading={savingOrder}
                    loadingText="Saving order..."
                    disabled={!reorderable}
                    onClick={() => void saveOrder()}
                  >
                    <Save aria-hidden /> Save order
                  </Button>
                  <Button
                    variant="outline"
                    minH="11"
                    disabled={savingOrder}
                    onClick={() => {
                      order.reset();
                      setOrderError(null);
                      order.announce("Order changes undone");
                    }}
                  >
                    <Undo2 aria-hidden /> Undo order changes
                  </Button>
                </Flex>
              )}
              {orderError && (
                <Text role="alert" color="fg.error" mt="2">
                  {orderError}
                </Text>
              )}
            </Box>
            <PhotoGrid
              photos={order.photos}
              albums={albumList}
              gridRef={order.gridRef}
              movable={reorderable}
              onMove={order.move}
              onMoveByButton={order.moveByButton}
              onEdit={setEditing}
              onDelete={deletion.ask}
            />
          </>
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {order.announcement}
        </VisuallyHidden>
      </Stack>
      {editing && <PhotoFormDialog photo={editing} albums={albumList} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const galleryAdminSection: AdminSection = {
  label: "Gallery",
  title: "Gallery Management",
  path: "/admin/gallery",
  icon: Images,
  card: { title: "Gallery Management", description: "Upload and remove gallery photos." },
  Page: GalleryManagementPage,
};
