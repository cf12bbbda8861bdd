import { Badge, Box, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { announcementPath } from "../../../announcements/paths";
import { graphql } from "../../../../gql";
import type { AdminAnnouncementRow_AnnouncementFragment } from "../../../../gql/graphql";
import { formatDate } from "../../../../lib/dates";
import { ItemActions } from "../../components/item-actions";
import { PublicationBadge } from "../../components/publication-badge";
import { SharePreviewButton } from "../../preview/components/share-preview-button";

/**
 * What the row and the edit form need, and the public card's fields, so a save updates the card too.
 * @fragment Codegen reads it here; documents spread it by name, so nothing imports it.
 */
export const AdminAnnouncementRowFragment = graphql(`
  fragment AdminAnnouncementRow_announcement on Announcement {
    version
    ...AnnouncementCard_announcement
    content
    urgent
    active
    requestedPriority
    createdAt
    publishedAt
    expiresAt
  }
`);

interface AnnouncementRowProps {
  announcement: AdminAnnouncementRow_AnnouncementFragment;
  onEdit: () => void;
  onDelete: () => void;
}

export function AnnouncementRow({ announcement, onEdit, onDelete }: AnnouncementRowProps) {
  return (
    // An inactive notice is marked by its badge and a dashed edge; fading it would fail contrast.
    <Card.Root as="article" size="sm" borderStyle={announcement.active ? "solid" : "dashed"}>
      <Card.Body>
        <Flex gap="4" align="flex-start" direction={{ base: "column", sm: "row" }}>
          <Box flex="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h3" size="md">
                {announcement.title}
              </Heading>
              {announcement.urgent && <Badge colorPalette="red">Urgent</Badge>}
              <Badge colorPalette={announcement.active ? "green" : "gray"}>
                {announcement.active ? "Active" : "Inactive"}
              </Badge>
              <PublicationBadge item={announcement} />
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(announcement.date)}
            </Text>
            <Text mt="1" whiteSpace="pre-line">
              {announcement.contentText}
            </Text>
          </Box>
          <Flex gap="2" align="center" wrap="wrap">
            <SharePreviewButton kind="ANNOUNCEMENT" item={announcement} path={announcementPath(announcement.id)} />
            <ItemActions name={announcement.title} onEdit={onEdit} onDelete={onDelete} />
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
