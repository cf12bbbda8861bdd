import { Badge, Box, Button, Flex, List, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import type { VersionChanges_FieldFragment } from "../../../gql/graphql";
import { formatInstant } from "../../../lib/dates";
import { ConfirmDialog } from "./confirm-dialog";
import { VersionChanges, VersionPreview, changedFields } from "./version-changes";

/** One saved version as the list shows it. */
interface VersionEntry {
  version: number;
  savedAt: string;
  savedBy?: string | null;
  /** Its title then, for content with a title. */
  title?: string | null;
  /** Shown instead of when and who (a page's original text). */
  note?: string;
  /** Its fields then, for content whose history compares them. */
  fields?: VersionChanges_FieldFragment[];
}

/** 'content and take-down date' */
function inWords(labels: string[]): string {
  return labels.length <= 1 ? labels.join("") : `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}

/** What one version changed and how it read, each shown once asked for. */
function VersionDetails({
  entry,
  before,
  timeZone,
}: {
  entry: VersionEntry & { fields: VersionChanges_FieldFragment[] };
  before: VersionChanges_FieldFragment[] | undefined;
  timeZone: string;
}) {
  const [open, setOpen] = useState<"changes" | "preview" | null>(null);
  const changed = changedFields(entry.fields, before).map((field) => field.label);
  const toggle = (which: "changes" | "preview") => setOpen(open === which ? null : which);
  const panelId = `version-${entry.version}-${open}`;
  return (
    <>
      {before && (
        <Text>{changed.length > 0 ? `Changed: ${inWords(changed)}` : "No changes to the fields you edit"}</Text>
      )}
      <Flex gap="2" wrap="wrap">
        {before && (
          <Button
            size="sm"
            minH="11"
            variant="ghost"
            aria-label={`What changed in version ${entry.version}`}
            aria-expanded={open === "changes"}
            aria-controls={open === "changes" ? panelId : undefined}
            onClick={() => toggle("changes")}
          >
            What changed
          </Button>
        )}
        <Button
          size="sm"
          minH="11"
          variant="ghost"
          aria-label={`Preview version ${entry.version}`}
          aria-expanded={open === "preview"}
          aria-controls={open === "preview" ? panelId : undefined}
          onClick={() => toggle("preview")}
        >
          Preview
        </Button>
      </Flex>
      {open && (
        <Box
          id={panelId}
          role="region"
          aria-label={`${open === "changes" ? "Changes in" : "Preview of"} version ${entry.version}`}
        >
          {open === "changes" && before ? (
            <VersionChanges version={entry.version} fields={entry.fields} before={before} timeZone={timeZone} />
          ) : (
            <VersionPreview version={entry.version} fields={entry.fields} timeZone={timeZone} />
          )}
        </Box>
      )}
    </>
  );
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

/**
 * Saved versions, newest first, who saved each and when, and (for content that gives its fields) what each
 * changed from the one before and a preview of it; an older one is restored after a confirmation.
 */
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
          {entries.map((entry, index) => {
            const current = entry.version === currentVersion;
            const previous = entries[index + 1];
            const before = previous?.version === entry.version - 1 ? previous.fields : undefined;
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
                  {entry.fields && (
                    <VersionDetails entry={{ ...entry, fields: entry.fields }} before={before} timeZone={timeZone} />
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
