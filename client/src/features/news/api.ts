import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { previewContext } from "../../lib/preview-link";

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

const NewsCategoriesQuery = graphql(`
  query NewsCategories {
    newsCategories
  }
`);

export function useNewsCategories() {
  return useQuery(NewsCategoriesQuery);
}

const NewsArticleQuery = graphql(`
  query NewsArticle($id: ID!) {
    newsItem(id: $id) {
      id
      title
      date
      category
      image
      responsiveImage {
        ...ResponsiveImage_image
      }
      excerpt
      content
      publishedAt
      expiresAt
    }
  }
`);

/** The item; one not public only for staff, or with the token of its shared preview link. */
export function useNewsArticle(id: string | undefined, previewToken: string | null) {
  return useQuery(NewsArticleQuery, { variables: { id: id ?? "" }, skip: !id, context: previewContext(previewToken) });
}
