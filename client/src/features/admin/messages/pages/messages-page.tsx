import { Badge, Box, Button, Card, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { LoadMoreButton } from "../../../../components/ui/load-more-button";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import type { MessageCard_MessageFragment } from "../../../../gql/graphql";
import { formatDateTime } from "../../../../lib/dates";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { ItemActions } from "../../components/item-actions";
import { notify } from "../../components/notify";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useContactMessages } from "../api/contact-messages";
import { useDeleteMessage } from "../api/delete-message";
import { useMarkMessageRead } from "../api/mark-message-read";
import { Mail } from "lucide-react";
import type { AdminSection } from "../../admin-section";
import { UnreadMessagesBadge } from "../components/unread-messages-badge";

/** The contact form's subjects as the form shows them. */
const SUBJECT_LABELS: Record<string, string> = { AcademicInquiry: "Academic Inquiry" };

export function MessagesPage() {
  const list = useContactMessages();
  const [markRead] = useMarkMessageRead();
  const [deleteMessage] = useDeleteMessage();
  const nodes = list.data?.contactMessages.nodes ?? [];
  const byId = new Map(nodes.map((message) => [message.id, message]));
  const deletion = useConfirmedDelete((id) => deleteMessage(byId.get(id) as MessageCard_MessageFragment), {
    thing: "message",
    success: "Message deleted successfully",
    failure: () => "Failed to delete message. Please try again.",
  });

  const toggleRead = (message: MessageCard_MessageFragment) =>
    markRead(message, !message.read).catch(() => notify.failure("Failed to update message. Please try again."));

  if (list.loading && !list.data) return <LoadingState label="Loading messages..." />;
  if (list.error && !list.data) return <ErrorState message="Failed to fetch messages" onRetry={retry(list.refetch)} />;
  if (nodes.length === 0)
    return <EmptyState title="No messages yet" message="Messages sent through the contact form appear here." />;

  return (
    <Stack gap="3">
      {nodes.map((message) => (
        <Card.Root
          key={message.id}
          as="article"
          size="sm"
          borderLeftWidth="4px"
          borderLeftColor={message.read ? "border" : "accent.500"}
        >
          <Card.Body gap="2">
            <Flex gap="3" align="flex-start" direction={{ base: "column", sm: "row" }}>
              <Box flex="1" minW="0">
                <Flex gap="2" align="center" wrap="wrap">
                  <Heading as="h2" size="md">
                    {SUBJECT_LABELS[message.subject] ?? message.subject}
                  </Heading>
                  <Badge colorPalette={message.read ? "gray" : "accent"}>{message.read ? "Read" : "Unread"}</Badge>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {message.name} · <Link href={`mailto:${message.email}`}>{message.email}</Link> ·{" "}
                  {formatDateTime(message.createdAt)}
                </Text>
              </Box>
              <Flex gap="2">
                <Button variant="outline" colorPalette="school" onClick={() => void toggleRead(message)}>
                  {message.read ? "Mark as unread" : "Mark as read"}
                </Button>
                <ItemActions name={`message from ${message.name}`} onDelete={() => deletion.ask(message.id)} />
              </Flex>
            </Flex>
            <Text whiteSpace="pre-line">{message.message}</Text>
          </Card.Body>
        </Card.Root>
      ))}
      {list.data?.contactMessages.pageInfo.hasNextPage && (
        <LoadMoreButton loading={list.loading} onClick={() => void list.loadMore()} />
      )}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const messagesAdminSection: AdminSection = {
  label: "Messages",
  title: "Messages",
  path: "/admin/messages",
  icon: Mail,
  card: { title: "Messages", description: "Read what visitors sent through the contact form." },
  Page: MessagesPage,
  Badge: UnreadMessagesBadge,
};
