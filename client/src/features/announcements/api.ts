import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { Priority } from "../../gql/graphql";
import { previewContext } from "../../lib/preview-link";

export const ANNOUNCEMENTS_PAGE_SIZE = 12;

const AnnouncementsListQuery = graphql(`
  query AnnouncementsList($first: Int!, $after: String, $search: String, $priority: Priority) {
    announcements(first: $first, after: $after, search: $search, priority: $priority) {
      nodes {
        ...AnnouncementCard_announcement
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useAnnouncementsList(filters: { search: string; priority: Priority | null }) {
  const result = useQuery(AnnouncementsListQuery, {
    variables: {
      first: ANNOUNCEMENTS_PAGE_SIZE,
      search: filters.search || undefined,
      priority: filters.priority ?? undefined,
    },
    notifyOnNetworkStatusChange: true,
  });
  const endCursor = result.data?.announcements.pageInfo.endCursor;
  const loadMore = () => result.fetchMore({ variables: { after: endCursor } });
  return { ...result, loadMore };
}

const AnnouncementDetailsQuery = graphql(`
  query AnnouncementDetails($id: ID!) {
    announcement(id: $id) {
      id
      title
      content
      contentText
      date
      priority
      urgent
      publishedAt
      expiresAt
    }
  }
`);

/** The item; one not public only for staff, or with the token of its shared preview link. */
export function useAnnouncementDetails(id: string | undefined, previewToken: string | null) {
  return useQuery(AnnouncementDetailsQuery, {
    variables: { id: id ?? "" },
    skip: !id,
    context: previewContext(previewToken),
  });
}
