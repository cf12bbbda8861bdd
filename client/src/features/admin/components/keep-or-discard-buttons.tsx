import { Button } from "@chakra-ui/react";

interface KeepOrDiscardButtonsProps {
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/**
 * The panel's one answer to "throw away what is unsaved?". Both are plain buttons, never a form's submit,
 * and Keep editing takes the focus, so Enter keeps the work.
 */
export function KeepOrDiscardButtons({ onKeepEditing, onDiscard }: KeepOrDiscardButtonsProps) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onKeepEditing} autoFocus>
        Keep editing
      </Button>
      <Button type="button" colorPalette="red" onClick={onDiscard}>
        Discard changes
      </Button>
    </>
  );
}
