import { Card, HStack, Heading, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { Clock, MapPin } from "lucide-react";
import { memo } from "react";
import { Link as RouterLink } from "react-router-dom";
import { eventPath } from "../../features/events/paths";
import { graphql } from "../../gql";
import type { EventCard_EventFragment } from "../../gql/graphql";
import { EVENT_DESCRIPTION_MAX_CHARS, truncate } from "../../lib/text";
import { pickImage } from "../ui/responsive-image";
import { CardImage } from "./card-image";
import type { CardPlacement } from "./card-image";
import { DateLabel } from "./date-label";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const EventCardFragment = graphql(`
  fragment EventCard_event on Event {
    id
    title
    descriptionText
    date
    time
    location
    image
    responsiveImage {
      ...ResponsiveImage_image
    }
  }
`);

/** Memoised: a list drawn again with the same items leaves its cards alone. */
export const EventCard = memo(function EventCard({
  event,
  headingLevel = "h3",
  eager = false,
}: CardPlacement & { event: EventCard_EventFragment }) {
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      w="full"
      position="relative"
      _hover={{ shadow: "md" }}
      transition="box-shadow 0.2s"
    >
      <CardImage image={pickImage(event.responsiveImage, event.image)} eager={eager} />
      <Card.Body gap="2">
        <Heading as={headingLevel} size="md" lineClamp={3}>
          <LinkOverlay asChild>
            <RouterLink to={eventPath(event.id)}>{event.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <DateLabel date={event.date} />
          {event.time && (
            <HStack gap="1.5">
              <Clock size={16} aria-hidden />
              <Text>{event.time}</Text>
            </HStack>
          )}
          <HStack gap="1.5">
            <MapPin size={16} aria-hidden />
            <Text>{event.location}</Text>
          </HStack>
        </Stack>
        <Text color="fg.muted">{truncate(event.descriptionText, EVENT_DESCRIPTION_MAX_CHARS)}</Text>
      </Card.Body>
    </Card.Root>
  );
});
