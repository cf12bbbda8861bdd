import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

const AdminEventsListQuery = graphql(`
  query AdminEventsList($first: Int!, $after: String, $search: String) {
    events(first: $first, after: $after, search: $search, timeframe: ALL) {
      nodes {
        ...AdminEventRow_event
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every event, past and upcoming, latest first. */
export function useAdminEventsList(search: string) {
  const result = useQuery(AdminEventsListQuery, {
    variables: { first: ADMIN_PAGE_SIZE, search: search || undefined },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.events.pageInfo.endCursor } });
  return { ...result, loadMore };
}
