import { Box, Flex, HStack, Heading, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { CalendarPlus, Clock, MapPin } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { toaster } from "../../../components/ui/toaster";
import { eventPath } from "../paths";
import type { EventCard_EventFragment } from "../../../gql/graphql";
import { dateParts } from "../../../lib/dates";

/** The calendar view: one line per event with its month and day, time, place and a details link. */
export function EventCalendarList({ events }: { events: EventCard_EventFragment[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="4" aria-label="Events by date">
      {events.map((event) => {
        const { month, day, weekday } = dateParts(event.date);
        return (
          <Flex as="li" key={event.id} gap="4" p="4" borderWidth="1px" borderRadius="lg" bg="bg" align="stretch">
            <Stack
              gap="0"
              align="center"
              justify="center"
              minW="16"
              borderRadius="md"
              bg="school.700"
              color="white"
              py="2"
              aria-hidden
            >
              <Text fontSize="sm" textTransform="uppercase" fontWeight="semibold">
                {month}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
                {day}
              </Text>
              <Text fontSize="xs">{weekday}</Text>
            </Stack>
            <Stack gap="1" flex="1" minW="0">
              <Heading as="h2" size="md">
                {event.title}
              </Heading>
              <Text srOnly>
                <time dateTime={event.date}>{`${weekday} ${day} ${month}`}</time>
              </Text>
              {event.time && (
                <HStack gap="1.5" color="fg.muted" fontSize="sm">
                  <Clock size={16} aria-hidden />
                  <Text>{event.time}</Text>
                </HStack>
              )}
              <HStack gap="1.5" color="fg.muted" fontSize="sm">
                <MapPin size={16} aria-hidden />
                <Text>{event.location}</Text>
              </HStack>
              <HStack justify="space-between" mt="1">
                <Link
                  asChild
                  color="accent.700"
                  fontWeight="semibold"
                  minH="11"
                  display="inline-flex"
                  alignItems="center"
                >
                  <RouterLink to={eventPath(event.id)}>
                    Event Details
                    <Box as="span" srOnly>
                      : {event.title}
                    </Box>
                  </RouterLink>
                </Link>
                <IconButton
                  aria-label={`Add ${event.title} to calendar`}
                  variant="ghost"
                  colorPalette="school"
                  size="lg"
                  onClick={() =>
                    toaster.create({
                      title: "Calendar Options",
                      description: "For calendar options, please view the full event details",
                      type: "info",
                    })
                  }
                >
                  <CalendarPlus aria-hidden />
                </IconButton>
              </HStack>
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}
