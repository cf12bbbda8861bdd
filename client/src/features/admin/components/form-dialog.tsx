import { Button, CloseButton, Dialog, Portal, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { KeepOrDiscardButtons } from "./keep-or-discard-buttons";
import { useUnsavedChangesGuard } from "./unsaved-changes-guard";
import { AutosaveOffer } from "./use-form-autosave";
import type { FormAutosave } from "./use-form-autosave";

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
  /** Something typed is not saved yet: closing asks first, and so does leaving the page. */
  dirty?: boolean;
  /** The form's text kept in the browser: the offer to restore it, forgotten when the dialog is closed. */
  autosave?: FormAutosave;
  children: ReactNode;
}

/**
 * A modal form (max width about 2xl) with Cancel and a submit button that shows its busy text. With
 * unsaved input, Esc, a click outside, Close and Cancel ask before anything typed is thrown away.
 */
export function FormDialog({
  open,
  onClose,
  title,
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  submitDisabled,
  dirty = false,
  autosave,
  children,
}: FormDialogProps) {
  const [confirmingClose, setConfirmingClose] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void onSubmit();
  };
  const close = () => {
    autosave?.closed();
    onClose();
  };
  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirmingClose(true);
    else close();
  };

  useUnsavedChangesGuard(open && dirty);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && requestClose()}
      // Only Esc, Cancel, Close or a click outside close it: focus leaving it (the form starting again from
      // a reloaded version swaps its content) is not the staff member's wish.
      onFocusOutside={(event) => event.preventDefault()}
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
                <Stack gap="4">
                  {autosave && <AutosaveOffer autosave={autosave} />}
                  {children}
                </Stack>
              </Dialog.Body>
              {/* Each footer has a key of its own: were its buttons reused by the other, "Keep editing" would
                  turn into the submit button while still being clicked, and the click would save the form. */}
              {confirmingClose ? (
                <Dialog.Footer key="confirm-close" role="alert" flexWrap="wrap">
                  <Text fontWeight="semibold" flex="1" minW="12rem">
                    Close without saving? What you typed will be lost.
                  </Text>
                  <KeepOrDiscardButtons onKeepEditing={() => setConfirmingClose(false)} onDiscard={close} />
                </Dialog.Footer>
              ) : (
                <Dialog.Footer key="actions">
                  <Button variant="outline" onClick={requestClose} disabled={busy}>
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
              )}
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
