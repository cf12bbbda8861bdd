import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

const AdminAnnouncementsListQuery = graphql(`
  query AdminAnnouncementsList($first: Int!, $after: String, $search: String) {
    announcements(first: $first, after: $after, search: $search, includeInactive: true) {
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

/** Every announcement, inactive ones too (staff only), newest first. */
export function useAdminAnnouncementsList(search: string) {
  const result = useQuery(AdminAnnouncementsListQuery, {
    variables: { first: ADMIN_PAGE_SIZE, search: search || undefined },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.announcements.pageInfo.endCursor } });
  return { ...result, loadMore };
}
