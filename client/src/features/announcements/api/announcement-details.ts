import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { previewContext } from "../../../lib/preview-link";

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

/** The item; one not public only for staff, or with the token of its shared preview link. */
export function useAnnouncementDetails(id: string | undefined, previewToken: string | null) {
  return useQuery(AnnouncementDetailsQuery, {
    variables: { id: id ?? "" },
    skip: !id,
    context: previewContext(previewToken),
  });
}
