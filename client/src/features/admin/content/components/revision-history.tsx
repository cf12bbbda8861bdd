import { Badge, Box, Button, Dialog, Heading, List, Portal, Stack, Text } from "@chakra-ui/react";
import { History } from "lucide-react";
import { useState } from "react";
import { ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import type { ContentRevisionsQuery } from "../../../../gql/graphql";
import { formatInstant } from "../../../../lib/dates";

/** When a version was saved, on the school's clock: '5 Mar 2025, 10:15'. */
interface RevisionHistoryProps {
  revisions: {
    data: ContentRevisionsQuery | undefined;
    loading: boolean;
    error?: unknown;
    refetch: () => Promise<unknown>;
  };
  currentVersion: number;
  timeZone: string;
  /** The form has changes a restore would replace. */
  dirty: boolean;
  restoring: boolean;
  /** Answers whether the restore went through. */
  onRestore: (version: number) => Promise<boolean>;
}

/** The page's saved versions, newest first, each older one restorable after a confirmation. */
export function RevisionHistory({
  revisions,
  currentVersion,
  timeZone,
  dirty,
  restoring,
  onRestore,
}: RevisionHistoryProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = revisions.data?.contentRevisions ?? [];

  const confirm = async () => {
    if (confirming === null) return;
    if (await onRestore(confirming)) setConfirming(null);
    else setConfirming(null);
  };

  return (
    <Box as="section" aria-labelledby="content-history" borderWidth="1px" borderRadius="lg" bg="bg" p="4">
      <Heading as="h3" size="md" id="content-history" display="flex" alignItems="center" gap="2" mb="3">
        <History size={20} aria-hidden /> History
      </Heading>
      {revisions.loading && !revisions.data ? (
        <LoadingState label="Loading history..." />
      ) : revisions.error && !revisions.data ? (
        <ErrorState message="Failed to load the history. Please try again." onRetry={retry(revisions.refetch)} />
      ) : list.length === 0 ? (
        <Text>No saved versions yet: the page shows its original text.</Text>
      ) : (
        <List.Root variant="plain" gap="3" aria-label="Saved versions">
          {list.map((revision) => {
            const current = revision.version === currentVersion;
            return (
              <List.Item key={revision.id} display="block" borderBottomWidth="1px" pb="3">
                <Stack gap="1">
                  <Text fontWeight="semibold">
                    Version {revision.version}{" "}
                    {current && (
                      <Badge colorPalette="school" variant="solid">
                        Current
                      </Badge>
                    )}
                  </Text>
                  {revision.version === 0 ? (
                    <Text>The original text</Text>
                  ) : (
                    <>
                      <Text>{formatInstant(revision.savedAt, timeZone)}</Text>
                      <Text wordBreak="break-all">{revision.savedBy ?? "Unknown"}</Text>
                    </>
                  )}
                  {!current && (
                    <Button
                      alignSelf="flex-start"
                      size="sm"
                      minH="11"
                      variant="outline"
                      colorPalette="school"
                      aria-label={`Restore version ${revision.version}`}
                      onClick={() => setConfirming(revision.version)}
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
      <Dialog.Root
        open={confirming !== null}
        onOpenChange={(details) => !details.open && !restoring && setConfirming(null)}
        role="alertdialog"
        size="sm"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Restore version {confirming}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  The page will show version {confirming} again, saved as a new version: the current one stays in the
                  history.
                  {dirty && " Your unsaved changes in this form will be replaced."}
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirming(null)} disabled={restoring}>
                  Cancel
                </Button>
                <Button
                  colorPalette="school"
                  loading={restoring}
                  loadingText="Restoring..."
                  onClick={() => void confirm()}
                >
                  Restore version {confirming}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}
