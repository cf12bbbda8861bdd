import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { previewContext } from "../../../lib/preview-link";

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
