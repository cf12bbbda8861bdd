import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { CombinedGraphQLErrors } from "@apollo/client";
import { History, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useSchoolTimeZone } from "../../../api/school-identity";
import { notify } from "./notify";
import { useVersionFields } from "./version-fields";
import type { VersionedRef } from "./version-fields";
import { VersionList } from "./version-list";
import type { VersionListProps } from "./version-list";

/** A save refused because someone else saved since: the server's words (who, when) and the version they saved. */
interface Conflict {
  message: string;
  version: number;
}

function conflictOf(error: unknown): Conflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((item) => item.extensions?.code === "CONFLICT");
  const version = refusal?.extensions?.version;
  return refusal && typeof version === "number" ? { message: refusal.message, version } : null;
}

/**
 * An edit's saves go over the version it started from. Refused because someone else saved since, the
 * form keeps its input and offers to reload their version (`reload`) or save over it deliberately.
 */
export function useVersionedSave(startingVersion: number | undefined, reload: () => Promise<void>) {
  const expected = useRef(startingVersion);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [reloading, setReloading] = useState(false);

  const save = async <T,>(write: (expectedVersion: number | undefined) => Promise<T>): Promise<T> => {
    try {
      const saved = await write(expected.current);
      setConflict(null);
      return saved;
    } catch (error) {
      setConflict(conflictOf(error));
      throw error;
    }
  };

  const reloadTheirs = async () => {
    setReloading(true);
    try {
      await reload();
    } catch {
      notify.failure("Failed to load their version. Please try again.");
    } finally {
      setReloading(false);
    }
  };

  /** The alert beside the form while a save is refused; `resubmit` saves the form again. */
  const conflictAlert = (resubmit: () => Promise<void> | void): ReactNode =>
    conflict && (
      <Box role="alert" borderLeftWidth="4px" borderColor="red.600" bg="red.50" color="red.900" p="3" borderRadius="md">
        <Text fontWeight="semibold">Not saved</Text>
        <Text>{conflict.message} Your changes are still here.</Text>
        <Flex gap="2" mt="2" wrap="wrap">
          <Button size="sm" minH="11" variant="outline" loading={reloading} onClick={() => void reloadTheirs()}>
            <RotateCcw aria-hidden /> Reload theirs
          </Button>
          <Button
            size="sm"
            minH="11"
            colorPalette="red"
            onClick={() => {
              expected.current = conflict.version;
              setConflict(null);
              void resubmit();
            }}
          >
            Overwrite
          </Button>
        </Flex>
        <Text fontSize="sm" mt="1">
          Reload theirs discards your changes; Overwrite saves yours over theirs.
        </Text>
      </Box>
    );

  return { save, conflictAlert };
}

/** The History button of an edit dialog: its versions show (and load) only once asked for. */
export function HistorySection({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Box borderTopWidth="1px" pt="4">
      <Button variant="outline" size="sm" minH="11" aria-expanded={open} onClick={() => setOpen(!open)}>
        <History aria-hidden /> {open ? "Hide history" : "History"}
      </Button>
      {open && (
        <Box mt="3" role="region" aria-label="History">
          {children}
        </Box>
      )}
    </Box>
  );
}

interface ItemVersionsProps<T> extends Pick<VersionListProps, "versions" | "thing" | "dirty"> {
  /** The item, as the cache holds it: its versions' fields are asked for by its type. */
  item: VersionedRef;
  /** The version the dialog holds: a restore goes over it. */
  currentVersion: number;
  /** Answers the item as restored. */
  restore: (version: number, expectedVersion: number) => Promise<T | undefined>;
  onRestored: (item: T) => void;
}

/**
 * An item's versions in its edit dialog, each with what it changed and a preview; a restore (refused like a
 * save when someone saved since) reloads the form.
 */
export function ItemVersions<T>({
  versions,
  item,
  currentVersion,
  thing,
  dirty,
  restore,
  onRestored,
}: ItemVersionsProps<T>) {
  const timeZone = useSchoolTimeZone();
  const fields = useVersionFields(item);
  const entries = versions.entries?.map((entry) => ({ ...entry, fields: fields.get(entry.version) }));
  const [restoring, setRestoring] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [restored, setRestored] = useState<T | null>(null);
  // The form starts again from the restored version only once the confirmation has closed and given focus back.
  useEffect(() => {
    if (restored) onRestored(restored);
  }, [restored, onRestored]);

  const onRestore = async (version: number) => {
    setRestoring(true);
    setProblem(null);
    try {
      const item = await restore(version, currentVersion);
      notify.success(`Version ${version} restored`);
      if (item) setRestored(item);
      return true;
    } catch (error) {
      const failure = conflictOf(error)?.message ?? `Failed to restore version ${version}. Please try again.`;
      setProblem(failure);
      notify.failure(failure);
      void versions.refetch();
      return false;
    } finally {
      setRestoring(false);
    }
  };

  return (
    <>
      {problem && (
        <Text role="alert" color="fg.error" mb="3">
          {problem}
        </Text>
      )}
      <VersionList
        versions={{ ...versions, entries }}
        currentVersion={currentVersion}
        timeZone={timeZone}
        thing={thing}
        dirty={dirty}
        restoring={restoring}
        onRestore={onRestore}
        emptyMessage="No saved versions yet."
      />
    </>
  );
}
