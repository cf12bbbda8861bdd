import { Alert, Button, HStack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useSchoolTimeZone } from "../../../api/school-identity";
import { formatInstant } from "../../../lib/dates";

/** How long typing must pause before the form's text is kept in the browser. */
export const AUTOSAVE_DELAY_MS = 1000;
const STORAGE_PREFIX = "school-autosave:";

/** What is kept of an unsaved form: its text fields only (a chosen picture or file cannot be kept). */
interface StoredDraft<Values> {
  savedAt: string;
  values: Values;
  pictureChosen: boolean;
}

interface FormAutosaveOptions<Values> {
  /** The form's kind and the item's id, or 'new': e.g. 'news:new', 'event:1f…'. */
  key: string;
  values: Values;
  /** The kept values differ from those the form opened with: only then are they kept. */
  changed: boolean;
  onRestore: (values: Values) => void;
  /** A picture or file was chosen: the restore offer says it was not kept. */
  pictureChosen?: boolean;
}

/** The form's unsaved-draft handling, handed to FormDialog, which shows the offer and forgets the draft on close. */
export interface FormAutosave {
  /** A draft left by an earlier visit, not yet restored or discarded. */
  offer: { savedAt: string; pictureChosen: boolean } | null;
  restore: () => void;
  discard: () => void;
  /** After a successful save: the draft is gone for good. */
  clear: () => void;
  /** When the dialog closes without saving: forgets the draft, unless its offer was left unanswered. */
  closed: () => void;
}

function readDraft<Values>(storageKey: string): StoredDraft<Values> | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as StoredDraft<Values>) : null;
  } catch {
    return null;
  }
}

function forget(storageKey: string) {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Storage switched off: nothing was kept either.
  }
}

/**
 * Keeps the text of an unsaved form in the browser (debounced), so a reload or a crash loses nothing:
 * on the next opening the form offers to restore it, until it is saved or discarded.
 */
export function useFormAutosave<Values>({
  key,
  values,
  changed,
  onRestore,
  pictureChosen = false,
}: FormAutosaveOptions<Values>): FormAutosave {
  const storageKey = STORAGE_PREFIX + key;
  const [offered, setOffered] = useState(() => readDraft<Values>(storageKey));

  // While an earlier draft waits for an answer it is left as it is.
  useEffect(() => {
    if (offered || !changed) return;
    const timer = setTimeout(() => {
      const draft: StoredDraft<Values> = { savedAt: new Date().toISOString(), values, pictureChosen };
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(draft));
      } catch {
        // Storage full or switched off: the form still works, it is only not kept.
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offered, changed, values, pictureChosen, storageKey]);

  return {
    offer: offered && { savedAt: offered.savedAt, pictureChosen: offered.pictureChosen },
    restore: () => {
      if (offered) onRestore(offered.values);
      setOffered(null);
    },
    discard: () => {
      forget(storageKey);
      setOffered(null);
    },
    clear: () => forget(storageKey),
    closed: () => {
      if (!offered) forget(storageKey);
    },
  };
}

/** The offer to bring back a draft an earlier visit left unsaved. */
export function AutosaveOffer({ autosave }: { autosave: FormAutosave }) {
  const timeZone = useSchoolTimeZone();
  if (!autosave.offer) return null;
  return (
    <Alert.Root status="info" variant="surface" role="region" aria-label="Unsaved changes">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Restore unsaved changes from {formatInstant(autosave.offer.savedAt, timeZone)}?</Alert.Title>
        {autosave.offer.pictureChosen && (
          <Alert.Description>Pictures and files are not kept: choose yours again after restoring.</Alert.Description>
        )}
        <HStack gap="2">
          <Button size="sm" colorPalette="school" onClick={autosave.restore}>
            Restore
          </Button>
          <Button size="sm" variant="outline" onClick={autosave.discard}>
            Discard
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
