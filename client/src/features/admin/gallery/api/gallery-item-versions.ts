import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const GalleryItemVersionsQuery = graphql(`
  query GalleryItemVersions($id: ID!) {
    galleryItemVersions(id: $id) {
      version
      savedAt
      savedBy
      title
    }
  }
`);

/** The photo's versions, the current one first, always as the server has them now. */
export function useGalleryItemVersions(id: string) {
  const result = useQuery(GalleryItemVersionsQuery, { variables: { id }, fetchPolicy: "network-only" });
  return { ...result, entries: result.data?.galleryItemVersions };
}
