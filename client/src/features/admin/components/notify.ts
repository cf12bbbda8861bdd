import { toaster } from "../../../components/ui/toaster";

/** Failures are destructive toasts titled 'Error'; successes say what happened. */
export const notify = {
  success: (title: string) => toaster.create({ title, type: "success" }),
  failure: (description: string) => toaster.create({ title: "Error", description, type: "error" }),
};
