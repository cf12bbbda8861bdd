import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { EventTimeframe } from "../../gql/graphql";
import { previewContext } from "../../lib/preview-link";

export const EVENTS_PAGE_SIZE = 12;

const EventsListQuery = graphql(`
  query EventsList($first: Int!, $after: String, $search: String, $timeframe: EventTimeframe!) {
    events(first: $first, after: $after, search: $search, timeframe: $timeframe) {
      nodes {
        ...EventCard_event
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useEventsList(filters: { search: string; timeframe: EventTimeframe }) {
  const result = useQuery(EventsListQuery, {
    variables: { first: EVENTS_PAGE_SIZE, search: filters.search || undefined, timeframe: filters.timeframe },
    notifyOnNetworkStatusChange: true,
  });
  const endCursor = result.data?.events.pageInfo.endCursor;
  const loadMore = () => result.fetchMore({ variables: { after: endCursor } });
  return { ...result, loadMore };
}

const EventDetailsQuery = graphql(`
  query EventDetails($id: ID!) {
    event(id: $id) {
      id
      title
      description
      descriptionText
      location
      date
      time
      image
      responsiveImage {
        ...ResponsiveImage_image
      }
      publishedAt
      expiresAt
    }
  }
`);

/** The item; one not public only for staff, or with the token of its shared preview link. */
export function useEventDetails(id: string | undefined, previewToken: string | null) {
  return useQuery(EventDetailsQuery, { variables: { id: id ?? "" }, skip: !id, context: previewContext(previewToken) });
}
