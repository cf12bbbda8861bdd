import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const HOME_CAROUSEL_SIZE = 6;

const HomeNewsQuery = graphql(`
  query HomeNews($first: Int!) {
    news(first: $first) {
      nodes {
        ...NewsCard_news
      }
    }
  }
`);

export function useHomeNews() {
  return useQuery(HomeNewsQuery, { variables: { first: HOME_CAROUSEL_SIZE } });
}
