import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";

/** Urgent announcements are always high priority, so the newest high ones hold the newest urgent one. */
const URGENT_CANDIDATES = 10;

const UrgentAnnouncementQuery = graphql(`
  query UrgentAnnouncement($first: Int!) {
    announcements(priority: high, first: $first) {
      nodes {
        id
        title
        urgent
        updatedAt
      }
    }
  }
`);

/** The urgent banner's read, on every public page, as the app's start reads it ahead (src/start.tsx). */
export const urgentAnnouncementRead = { query: UrgentAnnouncementQuery, variables: { first: URGENT_CANDIDATES } };

/** The active urgent announcements, newest first. */
export function useUrgentAnnouncements() {
  const { data } = useQuery(urgentAnnouncementRead.query, { variables: urgentAnnouncementRead.variables });
  return data?.announcements.nodes.filter((announcement) => announcement.urgent) ?? [];
}
