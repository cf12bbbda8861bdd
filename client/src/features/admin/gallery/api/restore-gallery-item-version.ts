import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const RestoreGalleryItemVersionMutation = graphql(`
  mutation RestoreGalleryItemVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
    restoreGalleryItemVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
      ...AdminGalleryItem_item
    }
  }
`);

/** Restores an earlier version; the answer (a new version) replaces the photo in the cache by its id. */
export function useRestoreGalleryItemVersion() {
  const [restore] = useMutation(RestoreGalleryItemVersionMutation);
  return async (id: string, version: number, expectedVersion: number) =>
    (await restore({ variables: { id, version, expectedVersion } })).data?.restoreGalleryItemVersion;
}
