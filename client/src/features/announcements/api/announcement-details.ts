import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const AnnouncementDetailsQuery = graphql(`
  query AnnouncementDetails($id: ID!) {
    announcement(id: $id) {
      id
      title
      content
      contentText
      date
      priority
      urgent
      publishedAt
      expiresAt
    }
  }
`);

export function useAnnouncementDetails(id: string | undefined) {
  return useQuery(AnnouncementDetailsQuery, { variables: { id: id ?? "" }, skip: !id });
}
