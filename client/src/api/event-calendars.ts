import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";

const EventCalendarsQuery = graphql(`
  query EventCalendars {
    eventCalendars {
      category
      path
    }
  }
`);

/** The calendars parents can subscribe to: every event first, then one per category. */
export function useEventCalendars() {
  return useQuery(EventCalendarsQuery);
}
