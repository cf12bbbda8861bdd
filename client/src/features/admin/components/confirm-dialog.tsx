import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in words the person can weigh. */
  explanation: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean;
  /** Red for what signs people out or deletes; the school's colour otherwise. */
  palette?: "red" | "school";
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before an action that is hard to take back; Cancel, Esc and a click outside leave everything as it was.
 * While the action runs the dialog stays: closing it then would hide whether it went through.
 */
export function ConfirmDialog({
  open,
  title,
  explanation,
  confirmLabel,
  busyLabel,
  busy = false,
  palette = "red",
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onCancel()}
      role="alertdialog"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{explanation}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette={palette} loading={busy} loadingText={busyLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
