import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const AnnouncementVersionsQuery = graphql(`
  query AnnouncementVersions($id: ID!) {
    announcementVersions(id: $id) {
      version
      savedAt
      savedBy
      title
    }
  }
`);

/** The announcement's versions, the current one first, always as the server has them now. */
export function useAnnouncementVersions(id: string) {
  const result = useQuery(AnnouncementVersionsQuery, { variables: { id }, fetchPolicy: "network-only" });
  return { ...result, entries: result.data?.announcementVersions };
}
