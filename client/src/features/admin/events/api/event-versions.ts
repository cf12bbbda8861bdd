import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const EventVersionsQuery = graphql(`
  query EventVersions($id: ID!) {
    eventVersions(id: $id) {
      version
      savedAt
      savedBy
      title
    }
  }
`);

/** The event's versions, the current one first, always as the server has them now. */
export function useEventVersions(id: string) {
  const result = useQuery(EventVersionsQuery, { variables: { id }, fetchPolicy: "network-only" });
  return { ...result, entries: result.data?.eventVersions };
}
