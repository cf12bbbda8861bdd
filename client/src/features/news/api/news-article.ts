import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

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

export function useNewsArticle(id: string | undefined) {
  return useQuery(NewsArticleQuery, { variables: { id: id ?? "" }, skip: !id });
}
