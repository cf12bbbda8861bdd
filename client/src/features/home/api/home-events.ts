import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { HOME_CAROUSEL_SIZE } from "./home-news";

const HomeEventsQuery = graphql(`
  query HomeEvents($first: Int!) {
    events(first: $first, timeframe: UPCOMING) {
      nodes {
        ...EventCard_event
      }
    }
  }
`);

export function useHomeEvents() {
  return useQuery(HomeEventsQuery, { variables: { first: HOME_CAROUSEL_SIZE } });
}
