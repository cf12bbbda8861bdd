import { Badge, Box, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { CalendarDays } from "lucide-react";
import { eventPath } from "../../events/paths";
import { graphql } from "../../../gql";
import type { AdminEventRow_EventFragment } from "../../../gql/graphql";
import { formatDate } from "../../../lib/dates";
import { contentScreen } from "../components/content-screen";
import { defineContentOperations } from "../components/content-operations";
import { ItemActions } from "../components/item-actions";
import { PublicationBadge } from "../components/publication-badge";
import { NO_PICTURE_CHANGE } from "../components/staff-form";
import type { PictureValue } from "../components/staff-form";
import { SharePreviewButton } from "../preview/components/share-preview-button";

/**
 * What the row and the edit form need, and the public card's fields, so a save updates the card too.
 * Codegen reads it here; documents spread it by name.
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
  item: AdminEventRow_EventFragment;
  onEdit: () => void;
  onDelete: () => void;
}

function EventRow({ item: event, onEdit, onDelete }: EventRowProps) {
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

/** Events for staff: every one, past and upcoming, drafts and scheduled ones too (or those in one state), latest first. */
const eventOperations = defineContentOperations({
  typename: "Event",
  listField: "events",
  list: graphql(`
    query AdminEventsList($first: Int!, $after: String, $search: String, $state: PublicationState) {
      events(first: $first, after: $after, search: $search, timeframe: ALL, includeUnpublished: true, state: $state) {
        nodes {
          ...AdminEventRow_event
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
  create: graphql(`
    mutation CreateEvent($input: EventInput!) {
      createEvent(input: $input) {
        ...AdminEventRow_event
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvent($id: ID!, $input: EventInput!, $expectedVersion: Int) {
      updateEvent(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminEventRow_event
      }
    }
  `),
  remove: graphql(`
    mutation DeleteEvent($id: ID!) {
      deleteEvent(id: $id)
    }
  `),
  versions: graphql(`
    query EventVersions($id: ID!) {
      eventVersions(id: $id) {
        version
        savedAt
        savedBy
        title
      }
    }
  `),
  restore: graphql(`
    mutation RestoreEventVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restoreEventVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
        ...AdminEventRow_event
      }
    }
  `),
  latest: graphql(`
    query LatestEvent($id: ID!) {
      event(id: $id) {
        ...AdminEventRow_event
      }
    }
  `),
});

interface EventValues {
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  category: string;
  image: PictureValue;
}

/** Events in the staff panel: the sidebar's link, the dashboard's card, the list and the edit form. */
export const eventsAdminSection = contentScreen({
  section: {
    label: "Events",
    title: "Event Management",
    path: "/admin/events",
    icon: CalendarDays,
    card: { title: "Events Management", description: "Add and update school events." },
  },
  operations: eventOperations,
  trashKind: "EVENT",
  words: {
    search: "Search events",
    add: "Add Event",
    loading: "Loading events...",
    fetchFailed: "Failed to fetch events. Please try again.",
    empty: { title: "No events found", message: "Create your first event!" },
    noMatch: { title: "No events found", message: "No events match your search." },
    deleted: {
      thing: "event",
      success: "Event moved to the Trash",
      failure: "Failed to delete event. Please try again.",
    },
  },
  Row: EventRow,
  form: {
    kind: "event",
    thing: "event",
    title: (event) => (event ? "Edit Event" : "Create New Event"),
    fields: (event) => [
      { kind: "text", name: "title", label: "Title", required: true },
      { kind: "richText", name: "description", label: "Description", required: true },
      { kind: "text", name: "date", label: "Date", required: true, type: "date" },
      { kind: "text", name: "time", label: "Time", required: true, placeholder: "10:00 AM - 12:00 PM" },
      { kind: "text", name: "location", label: "Location", required: true },
      {
        kind: "text",
        name: "category",
        label: "Category",
        required: true,
        placeholder: "e.g. Sport or Term Dates",
        helper: "Parents can subscribe to the calendar of each category, such as Term Dates.",
      },
      { kind: "picture", name: "image", label: "Image", savedUrl: event?.image ?? null },
    ],
    defaultValues: (event, today): EventValues => ({
      title: event?.title ?? "",
      description: event?.description ?? "",
      date: event?.date ?? today,
      time: event?.time ?? "",
      location: event?.location ?? "",
      category: event?.category ?? "General",
      image: NO_PICTURE_CHANGE,
    }),
    toInput: ({ image, ...texts }, publication) => ({
      ...texts,
      image: image.file ?? undefined,
      removeImage: image.removed || undefined,
      publication,
    }),
    liveLabel: "Update Event",
    busyLabel: (event) => (event ? "Updating..." : "Creating..."),
    successMessage: (event) => (event ? "Event updated successfully" : "Event created successfully"),
    failureMessage: (event) => `Failed to ${event ? "update" : "create"} event. Please try again.`,
  },
});
