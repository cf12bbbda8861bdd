import { useState } from "react";
import { notify } from "./notify";

interface DeleteMessages {
  /** What the confirmation names, e.g. 'news article'. */
  thing: string;
  success: string;
  failure: (error: unknown) => string;
}

/** Asks 'Are you sure?', then deletes, keeping the dialog open ('Deleting...') until the server answers. */
export function useConfirmedDelete(remove: (id: string) => Promise<unknown>, messages: DeleteMessages) {
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target);
      notify.success(messages.success);
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
      busy,
      onCancel: () => !busy && setTarget(null),
      onConfirm: () => void confirm(),
    },
  };
}
