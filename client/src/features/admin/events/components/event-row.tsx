import { Badge, Box, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { eventPath } from "../../../events/paths";
import { graphql } from "../../../../gql";
import type { AdminEventRow_EventFragment } from "../../../../gql/graphql";
import { formatDate } from "../../../../lib/dates";
import { ItemActions } from "../../components/item-actions";
import { PublicationBadge } from "../../components/publication-badge";
import { SharePreviewButton } from "../../preview/components/share-preview-button";

/**
 * What the row and the edit form need, and the public card's fields, so a save updates the card too.
 * @fragment Codegen reads it here; documents spread it by name, so nothing imports it.
 */
export const AdminEventRowFragment = graphql(`
  fragment AdminEventRow_event on Event {
    version
    category
    ...EventCard_event
    description
    createdAt
    publishedAt
    expiresAt
  }
`);

interface EventRowProps {
  event: AdminEventRow_EventFragment;
  onEdit: () => void;
  onDelete: () => void;
}

export function EventRow({ event, onEdit, onDelete }: EventRowProps) {
  return (
    <Card.Root as="article" size="sm">
      <Card.Body>
        <Flex gap="4" align="flex-start" direction={{ base: "column", sm: "row" }}>
          <Box flex="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h2" size="md">
                {event.title}
              </Heading>
              <Badge colorPalette="accent">{event.category}</Badge>
              <PublicationBadge item={event} />
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(event.date)} · {event.time} · {event.location}
            </Text>
            <Text mt="1" lineClamp={2}>
              {event.descriptionText}
            </Text>
          </Box>
          <Flex gap="2" align="center" wrap="wrap">
            <SharePreviewButton kind="EVENT" item={event} path={eventPath(event.id)} />
            <ItemActions name={event.title} onEdit={onEdit} onDelete={onDelete} />
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
