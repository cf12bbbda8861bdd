import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const LatestGalleryItemQuery = graphql(`
  query LatestGalleryItem($id: ID!) {
    galleryItem(id: $id) {
      ...AdminGalleryItem_item
    }
  }
`);

/** Asks the server for the photo as saved now (someone else's newer version), into the cache too. */
export function useLatestGalleryItem() {
  const client = useApolloClient();
  return async (id: string) =>
    (await client.query({ query: LatestGalleryItemQuery, variables: { id }, fetchPolicy: "network-only" })).data
      ?.galleryItem;
}
