import { ConfirmDialog } from "./confirm-dialog";

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
    <ConfirmDialog
      open={thing !== null}
      title="Are you sure?"
      explanation={
        toTrash
          ? `The ${thing} moves to the Trash, where you can restore it for ${TRASH_RETENTION_DAYS} days.`
          : `This action cannot be undone. This will permanently delete the ${thing}.`
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
