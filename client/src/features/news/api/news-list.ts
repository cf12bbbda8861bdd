import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const NEWS_PAGE_SIZE = 12;

const NewsListQuery = graphql(`
  query NewsList($first: Int!, $after: String, $search: String, $category: String) {
    news(first: $first, after: $after, search: $search, category: $category) {
      nodes {
        ...NewsCard_news
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useNewsList(filters: { search: string; category: string }) {
  const result = useQuery(NewsListQuery, {
    variables: { first: NEWS_PAGE_SIZE, search: filters.search || undefined, category: filters.category || undefined },
    notifyOnNetworkStatusChange: true,
  });
  const endCursor = result.data?.news.pageInfo.endCursor;
  const loadMore = () => result.fetchMore({ variables: { after: endCursor } });
  return { ...result, loadMore };
}
