import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const LATEST_NEWS_COUNT = 5;

const LatestNewsQuery = graphql(`
  query LatestNews($first: Int!) {
    news(first: $first) {
      nodes {
        id
        title
        excerpt
        date
        category
      }
    }
  }
`);

export function useLatestNews() {
  return useQuery(LatestNewsQuery, { variables: { first: LATEST_NEWS_COUNT } });
}
