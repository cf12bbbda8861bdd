import { Button, Dialog, Portal, Text } from "@chakra-ui/react";

/** How long the server keeps what is deleted in the Trash (kernel/trash.ts). */
export const TRASH_RETENTION_DAYS = 30;

interface ConfirmDeleteDialogProps {
  /** What is deleted, e.g. 'news article'. */
  thing: string | null;
  /** It goes to the Trash, where it can be restored, rather than for good. */
  toTrash?: boolean;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure?' before something is deleted (to the Trash, or for good); open while `thing` is set. */
export function ConfirmDeleteDialog({
  thing,
  toTrash = false,
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root
      open={thing !== null}
      onOpenChange={(details) => !details.open && onCancel()}
      role="alertdialog"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Are you sure?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {toTrash
                  ? `The ${thing} moves to the Trash, where you can restore it for ${TRASH_RETENTION_DAYS} days.`
                  : `This action cannot be undone. This will permanently delete the ${thing}.`}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={busy} loadingText="Deleting..." onClick={onConfirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
