import { Button, CloseButton, Dialog, Portal, Stack, chakra } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Saves; may be async (the dialog does not wait: `busy` says when it is done). */
  onSubmit: () => Promise<void> | void;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  /** E.g. while an image is being processed. */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A modal form (max width about 2xl) with Cancel and a submit button that shows its busy text. */
export function FormDialog({
  open,
  onClose,
  title,
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  submitDisabled,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="2xl" mx="4">
            <chakra.form display="contents" onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="school"
                  loading={busy}
                  loadingText={busyLabel}
                  disabled={submitDisabled}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
