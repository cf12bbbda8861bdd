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

export function useUrgentAnnouncement() {
  const { data } = useQuery(UrgentAnnouncementQuery, { variables: { first: URGENT_CANDIDATES } });
  return data?.announcements.nodes.find((announcement) => announcement.urgent) ?? null;
}
