import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { previewContext } from "../../../lib/preview-link";

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
