import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const LatestAnnouncementQuery = graphql(`
  query LatestAnnouncement($id: ID!) {
    announcement(id: $id) {
      ...AdminAnnouncementRow_announcement
    }
  }
`);

/** Asks the server for the announcement as saved now (someone else's newer version), into the cache too. */
export function useLatestAnnouncement() {
  const client = useApolloClient();
  return async (id: string) =>
    (await client.query({ query: LatestAnnouncementQuery, variables: { id }, fetchPolicy: "network-only" })).data
      ?.announcement;
}
