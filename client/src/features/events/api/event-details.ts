import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

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

export function useEventDetails(id: string | undefined) {
  return useQuery(EventDetailsQuery, { variables: { id: id ?? "" }, skip: !id });
}
