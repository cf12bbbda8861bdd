import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { PublicationState } from "../../../../gql/graphql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

const AdminEventsListQuery = graphql(`
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
`);

/** Every event, past and upcoming, drafts and scheduled ones too (or those in one state), latest first. */
export function useAdminEventsList(search: string, state: PublicationState | null) {
  const result = useQuery(AdminEventsListQuery, {
    variables: { first: ADMIN_PAGE_SIZE, search: search || undefined, state },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.events.pageInfo.endCursor } });
  return { ...result, loadMore };
}
