import { useState } from "react";
import { notify } from "./notify";

interface DeleteMessages {
  /** What the confirmation names, e.g. 'news article'. */
  thing: string;
  success: string;
  failure: (error: unknown) => string;
  /** For content that goes to the Trash: brings it back, offered as 'Undo' in the success toast. */
  undo?: (id: string) => Promise<unknown>;
}

/** Asks 'Are you sure?', then deletes, keeping the dialog open ('Deleting...') until the server answers. */
export function useConfirmedDelete(remove: (id: string) => Promise<unknown>, messages: DeleteMessages) {
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { undo } = messages;
  const restore = async (id: string) => {
    try {
      await undo?.(id);
      notify.success("Restored from the Trash");
    } catch {
      notify.failure("Failed to restore it. Find it in the Trash and try again.");
    }
  };
  const confirm = async () => {
    if (!target) return;
    const id = target;
    setBusy(true);
    try {
      await remove(id);
      if (undo) notify.undoable(messages.success, () => void restore(id));
      else notify.success(messages.success);
    } catch (error) {
      notify.failure(messages.failure(error));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };
  return {
    ask: setTarget,
    dialog: {
      thing: target ? messages.thing : null,
      toTrash: Boolean(undo),
      busy,
      onCancel: () => !busy && setTarget(null),
      onConfirm: () => void confirm(),
    },
  };
}
