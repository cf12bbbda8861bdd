import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { monthRange } from "../../../lib/dates";
import type { MonthKey } from "../../../lib/dates";

/** A month of a school calendar holds far fewer events than this. */
export const MONTH_EVENTS_MAX = 100;

const MonthEventsQuery = graphql(`
  query MonthEvents($first: Int!, $from: String!, $to: String!) {
    events(first: $first, timeframe: ALL, from: $from, to: $to) {
      nodes {
        id
        title
        date
        time
        location
      }
    }
  }
`);

export function useMonthEvents(month: MonthKey) {
  return useQuery(MonthEventsQuery, { variables: { first: MONTH_EVENTS_MAX, ...monthRange(month) } });
}
