import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { PublicationState } from "../../../../gql/graphql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

const AdminAnnouncementsListQuery = graphql(`
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
`);

/** Every announcement, inactive and unpublished ones too (staff only), or those in one state; newest first. */
export function useAdminAnnouncementsList(search: string, state: PublicationState | null) {
  const result = useQuery(AdminAnnouncementsListQuery, {
    variables: { first: ADMIN_PAGE_SIZE, search: search || undefined, state },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.announcements.pageInfo.endCursor } });
  return { ...result, loadMore };
}
