import { Card, HStack, Heading, LinkOverlay, Text } from "@chakra-ui/react";
import { memo } from "react";
import { Link as RouterLink } from "react-router-dom";
import { announcementPath } from "../../features/announcements/paths";
import { graphql } from "../../gql";
import type { AnnouncementCard_AnnouncementFragment } from "../../gql/graphql";
import { DateLabel } from "./date-label";
import { PriorityBadge } from "./priority-badge";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const AnnouncementCardFragment = graphql(`
  fragment AnnouncementCard_announcement on Announcement {
    id
    title
    contentText
    date
    priority
  }
`);

const PRIORITY_EDGE = { high: "red.600", medium: "orange.500", low: "green.600" } as const;

/** Memoised: a list drawn again with the same items leaves its cards alone. */
export const AnnouncementCard = memo(function AnnouncementCard({
  announcement,
  headingLevel = "h3",
}: {
  announcement: AnnouncementCard_AnnouncementFragment;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card.Root
      as="article"
      w="full"
      position="relative"
      borderLeftWidth="4px"
      borderLeftColor={PRIORITY_EDGE[announcement.priority]}
      _hover={{ shadow: "md" }}
      transition="box-shadow 0.2s"
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <DateLabel date={announcement.date} />
          <PriorityBadge priority={announcement.priority} />
        </HStack>
        <Heading as={headingLevel} size="md">
          <LinkOverlay asChild>
            <RouterLink to={announcementPath(announcement.id)}>{announcement.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {announcement.contentText}
        </Text>
      </Card.Body>
    </Card.Root>
  );
});
