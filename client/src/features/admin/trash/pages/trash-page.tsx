import { Badge, Box, Button, Card, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DEFAULT_TIME_ZONE } from "../../../../api/school-identity";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import type { TrashRow_ItemFragment } from "../../../../gql/graphql";
import { formatInstant } from "../../../../lib/dates";
import { ConfirmDeleteDialog, TRASH_RETENTION_DAYS } from "../../components/confirm-delete-dialog";
import { notify } from "../../components/notify";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useDeleteForever } from "../api/delete-forever";
import { useRestoreFromTrash } from "../api/restore-from-trash";
import { useTrash } from "../api/trash";
import { Trash2 } from "lucide-react";
import type { AdminSection } from "../../admin-section";

interface TrashRowProps {
  item: TrashRow_ItemFragment;
  timeZone: string;
  restoring: boolean;
  onRestore: () => void;
  onDeleteForever: () => void;
}

function TrashRow({ item, timeZone, restoring, onRestore, onDeleteForever }: TrashRowProps) {
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="gray">{item.kindName}</Badge>
          <Text as="span" fontWeight="semibold" wordBreak="break-word">
            {item.title}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          Deleted <time dateTime={item.deletedAt}>{formatInstant(item.deletedAt, timeZone)}</time> by{" "}
          {item.deletedBy ?? "Unknown"}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Deleted for good on <time dateTime={item.purgesAt}>{formatInstant(item.purgesAt, timeZone)}</time>
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            loading={restoring}
            loadingText="Restoring..."
            aria-label={`Restore ${item.title}`}
            onClick={onRestore}
          >
            Restore
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete forever ${item.title}`}
            onClick={onDeleteForever}
          >
            Delete forever
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** What staff deleted recently: restore it where it was, or delete it for good. */
export function TrashPage() {
  const trash = useTrash();
  const [restore] = useRestoreFromTrash();
  const [deleteForever] = useDeleteForever();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [asked, setAsked] = useState<TrashRow_ItemFragment | null>(null);
  const items = trash.data?.trash ?? [];
  const timeZone = trash.data?.school.timeZone ?? DEFAULT_TIME_ZONE;
  const byId = new Map(items.map((item) => [item.id, item]));
  const deletion = useConfirmedDelete((id) => deleteForever((byId.get(id) as TrashRow_ItemFragment).kind, id), {
    thing: asked ? asked.kindName.toLowerCase() : "item",
    success: "Deleted for good",
    failure: () => "Failed to delete it for good. Please try again.",
  });

  const restoreItem = async (item: TrashRow_ItemFragment) => {
    setRestoring(item.id);
    try {
      await restore(item.kind, item.id);
      notify.success(`Restored "${item.title}"`);
    } catch {
      notify.failure("Failed to restore it. Please try again.");
    } finally {
      setRestoring(null);
    }
  };

  let body;
  if (trash.error && !trash.data)
    body = <ErrorState message="Failed to load the Trash." onRetry={retry(trash.refetch)} />;
  else if (trash.loading && !trash.data) body = <LoadingState label="Loading the Trash..." />;
  else if (items.length === 0)
    body = (
      <EmptyState title="The Trash is empty" message={`What you delete waits here for ${TRASH_RETENTION_DAYS} days.`} />
    );
  else
    body = (
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Deleted items">
        {items.map((item) => (
          <TrashRow
            key={item.id}
            item={item}
            timeZone={timeZone}
            restoring={restoring === item.id}
            onRestore={() => void restoreItem(item)}
            onDeleteForever={() => {
              setAsked(item);
              deletion.ask(item.id);
            }}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="6">
      <Text>
        Deleted news, events, announcements, documents and photos stay here for {TRASH_RETENTION_DAYS} days, then are
        deleted for good. Restore one to put it back where it was.
      </Text>
      <Box aria-live="polite">{body}</Box>
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const trashAdminSection: AdminSection = {
  label: "Trash",
  title: "Trash",
  path: "/admin/trash",
  icon: Trash2,
  card: { title: "Trash", description: "Restore what was deleted in the last 30 days, or delete it for good." },
  Page: TrashPage,
};
