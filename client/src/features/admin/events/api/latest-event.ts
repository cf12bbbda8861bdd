import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const LatestEventQuery = graphql(`
  query LatestEvent($id: ID!) {
    event(id: $id) {
      ...AdminEventRow_event
    }
  }
`);

/** Asks the server for the event as saved now (someone else's newer version), into the cache too. */
export function useLatestEvent() {
  const client = useApolloClient();
  return async (id: string) =>
    (await client.query({ query: LatestEventQuery, variables: { id }, fetchPolicy: "network-only" })).data?.event;
}
