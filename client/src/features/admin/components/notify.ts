import { toaster } from "../../../components/ui/toaster";
import { failureMessage } from "../../../lib/service-status";

/** Failures are destructive toasts titled 'Error'; successes say what happened. */
export const notify = {
  success: (title: string) => toaster.create({ title, type: "success" }),
  /** A success that offers to take it back: an 'Undo' button in the toast. */
  undoable: (title: string, undo: () => void) =>
    toaster.create({ title, type: "success", action: { label: "Undo", onClick: undo } }),
  failure: (description: string) =>
    toaster.create({ title: "Error", description: failureMessage(description), type: "error" }),
};
