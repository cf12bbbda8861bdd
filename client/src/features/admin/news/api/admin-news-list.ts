import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { PublicationState } from "../../../../gql/graphql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

const AdminNewsListQuery = graphql(`
  query AdminNewsList($first: Int!, $after: String, $search: String, $state: PublicationState) {
    news(first: $first, after: $after, search: $search, includeUnpublished: true, state: $state) {
      nodes {
        ...AdminNewsRow_news
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every article, drafts and scheduled ones too, or those in one state. */
export function useAdminNewsList(search: string, state: PublicationState | null) {
  const result = useQuery(AdminNewsListQuery, {
    variables: { first: ADMIN_PAGE_SIZE, search: search || undefined, state },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.news.pageInfo.endCursor } });
  return { ...result, loadMore };
}
