import { Box, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { graphql } from "../../../../gql";
import type { AdminEventRow_EventFragment } from "../../../../gql/graphql";
import { formatDate } from "../../../../lib/dates";
import { ItemActions } from "../../components/item-actions";

/** Everything the admin row and the edit form need; every field of the public card too (not spread: the API's depth limit counts fragment levels), so saving updates it. */
export const AdminEventRowFragment = graphql(`
  fragment AdminEventRow_event on Event {
    id
    title
    description
    date
    time
    location
    image
    createdAt
    responsiveImage {
      ...ResponsiveImage_image
    }
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
            <Heading as="h2" size="md">
              {event.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(event.date)} · {event.time} · {event.location}
            </Text>
            <Text mt="1" lineClamp={2}>
              {event.description}
            </Text>
          </Box>
          <ItemActions name={event.title} onEdit={onEdit} onDelete={onDelete} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
