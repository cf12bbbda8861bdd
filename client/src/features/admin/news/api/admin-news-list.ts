import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

const AdminNewsListQuery = graphql(`
  query AdminNewsList($first: Int!, $after: String, $search: String) {
    news(first: $first, after: $after, search: $search) {
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

export function useAdminNewsList(search: string) {
  const result = useQuery(AdminNewsListQuery, {
    variables: { first: ADMIN_PAGE_SIZE, search: search || undefined },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.news.pageInfo.endCursor } });
  return { ...result, loadMore };
}
