import { Badge, Button, List, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { formatInstant } from "../../../lib/dates";
import { ConfirmDialog } from "./confirm-dialog";

/** One saved version as the list shows it. */
interface VersionEntry {
  version: number;
  savedAt: string;
  savedBy?: string | null;
  /** Its title then, for content with a title. */
  title?: string | null;
  /** Shown instead of when and who (a page's original text). */
  note?: string;
}

export interface VersionListProps {
  versions: {
    entries: VersionEntry[] | undefined;
    loading: boolean;
    error?: unknown;
    refetch: () => Promise<unknown>;
  };
  currentVersion: number;
  timeZone: string;
  /** What a restore changes: 'page', 'article'. */
  thing: string;
  /** The form beside the list has changes a restore would replace. */
  dirty?: boolean;
  restoring: boolean;
  /** Answers whether the restore went through. */
  onRestore: (version: number) => Promise<boolean>;
  /** Said when there is nothing to list. */
  emptyMessage: string;
}

/** Saved versions, newest first, who saved each and when; an older one is restored after a confirmation. */
export function VersionList({
  versions,
  currentVersion,
  timeZone,
  thing,
  dirty = false,
  restoring,
  onRestore,
  emptyMessage,
}: VersionListProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const entries = versions.entries ?? [];

  const confirm = async () => {
    if (confirming === null) return;
    await onRestore(confirming);
    setConfirming(null);
  };

  return (
    <>
      {versions.loading && !versions.entries ? (
        <LoadingState label="Loading history..." />
      ) : versions.error && !versions.entries ? (
        <ErrorState message="Failed to load the history. Please try again." onRetry={retry(versions.refetch)} />
      ) : entries.length === 0 ? (
        <Text>{emptyMessage}</Text>
      ) : (
        <List.Root variant="plain" gap="3" aria-label="Saved versions">
          {entries.map((entry) => {
            const current = entry.version === currentVersion;
            return (
              <List.Item key={entry.version} display="block" borderBottomWidth="1px" pb="3">
                <Stack gap="1">
                  <Text fontWeight="semibold">
                    Version {entry.version}{" "}
                    {current && (
                      <Badge colorPalette="school" variant="solid">
                        Current
                      </Badge>
                    )}
                  </Text>
                  {entry.title && <Text>{entry.title}</Text>}
                  {entry.note ? (
                    <Text>{entry.note}</Text>
                  ) : (
                    <>
                      <Text>{formatInstant(entry.savedAt, timeZone)}</Text>
                      <Text wordBreak="break-all">{entry.savedBy ?? "Unknown"}</Text>
                    </>
                  )}
                  {!current && (
                    <Button
                      alignSelf="flex-start"
                      size="sm"
                      minH="11"
                      variant="outline"
                      colorPalette="school"
                      aria-label={`Restore version ${entry.version}`}
                      onClick={() => setConfirming(entry.version)}
                    >
                      Restore
                    </Button>
                  )}
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Restore version ${confirming}?`}
        explanation={`The ${thing} will show version ${confirming} again, saved as a new version: the current one stays in the history.${dirty ? " Your unsaved changes in this form will be replaced." : ""}`}
        confirmLabel={`Restore version ${confirming}`}
        busyLabel="Restoring..."
        busy={restoring}
        palette="school"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
