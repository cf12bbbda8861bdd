import { Badge, Box, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { announcementPath } from "../../announcements/paths";
import { graphql } from "../../../gql";
import type { AdminAnnouncementRow_AnnouncementFragment } from "../../../gql/graphql";
import { formatDate } from "../../../lib/dates";
import { contentScreen } from "../components/content-screen";
import { defineContentOperations } from "../components/content-operations";
import { ItemActions } from "../components/item-actions";
import { PublicationBadge } from "../components/publication-badge";
import { SharePreviewButton } from "../preview/components/share-preview-button";

/**
 * What the row and the edit form need, and the public card's fields, so a save updates the card too.
 * Codegen reads it here; documents spread it by name.
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

/** Announcements for staff: every one, inactive and unpublished ones too (or those in one state), newest first. */
const announcementOperations = defineContentOperations({
  typename: "Announcement",
  listField: "announcements",
  list: graphql(`
    query AdminAnnouncementsList($first: Int!, $after: String, $search: String, $state: PublicationState) {
      announcements(first: $first, after: $after, search: $search, includeInactive: true, state: $state) {
        nodes {
          ...AdminAnnouncementRow_announcement
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
  create: graphql(`
    mutation CreateAnnouncement($input: AnnouncementInput!) {
      createAnnouncement(input: $input) {
        ...AdminAnnouncementRow_announcement
      }
    }
  `),
  update: graphql(`
    mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!, $expectedVersion: Int) {
      updateAnnouncement(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminAnnouncementRow_announcement
      }
    }
  `),
  remove: graphql(`
    mutation DeleteAnnouncement($id: ID!) {
      deleteAnnouncement(id: $id)
    }
  `),
  versions: graphql(`
    query AnnouncementVersions($id: ID!) {
      announcementVersions(id: $id) {
        version
        savedAt
        savedBy
        title
      }
    }
  `),
  restore: graphql(`
    mutation RestoreAnnouncementVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restoreAnnouncementVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
        ...AdminAnnouncementRow_announcement
      }
    }
  `),
  latest: graphql(`
    query LatestAnnouncement($id: ID!) {
      announcement(id: $id) {
        ...AdminAnnouncementRow_announcement
      }
    }
  `),
});

interface AnnouncementRowProps {
  item: AdminAnnouncementRow_AnnouncementFragment;
  onEdit: () => void;
  onDelete: () => void;
}

function AnnouncementRow({ item: announcement, onEdit, onDelete }: AnnouncementRowProps) {
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

interface AnnouncementValues {
  title: string;
  content: string;
  date: string;
  urgent: boolean;
  active: boolean;
}

/** Announcements in the staff panel: the sidebar's link, the dashboard's card, the list and the edit form. */
export const announcementsAdminSection = contentScreen({
  section: {
    label: "Announcements",
    title: "Announcements Management",
    path: "/admin/announcements",
    icon: Bell,
    card: { title: "Announcements", description: "Post notices, mark them urgent or inactive." },
  },
  operations: announcementOperations,
  trashKind: "ANNOUNCEMENT",
  words: {
    heading: "All Announcements",
    search: "Search announcements",
    add: "Add Announcement",
    loading: "Loading announcements...",
    fetchFailed: "Failed to fetch announcements. Please try again.",
    empty: { title: "No announcements found.", message: "Create your first announcement!" },
    noMatch: { title: "No announcements found", message: "No announcements match your search." },
    deleted: {
      thing: "announcement",
      success: "Announcement moved to the Trash",
      failure: "Failed to delete announcement. Please try again.",
    },
  },
  Row: AnnouncementRow,
  form: {
    kind: "announcement",
    thing: "announcement",
    title: (announcement) => (announcement ? "Edit Announcement" : "Create New Announcement"),
    fields: () => [
      { kind: "text", name: "title", label: "Title", required: true },
      { kind: "richText", name: "content", label: "Content", required: true },
      { kind: "text", name: "date", label: "Date", required: true, type: "date" },
      { kind: "checkbox", name: "urgent", label: "Mark as Urgent" },
      { kind: "checkbox", name: "active", label: "Active" },
    ],
    defaultValues: (announcement, today): AnnouncementValues => ({
      title: announcement?.title ?? "",
      content: announcement?.content ?? "",
      date: announcement?.date ?? today,
      urgent: announcement?.urgent ?? false,
      active: announcement?.active ?? true,
    }),
    // The form has no priority field: an edit keeps the one chosen before.
    toInput: (values, publication, announcement) => ({
      ...values,
      priority: announcement?.requestedPriority ?? undefined,
      publication,
    }),
    liveLabel: "Update Announcement",
    busyLabel: (announcement) => (announcement ? "Updating..." : "Creating..."),
    successMessage: (announcement) =>
      announcement ? "Announcement updated successfully" : "Announcement created successfully",
    failureMessage: (announcement) => `Failed to ${announcement ? "update" : "create"} announcement. Please try again.`,
  },
});
