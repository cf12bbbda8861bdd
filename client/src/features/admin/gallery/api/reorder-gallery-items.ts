import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { sortPhotoLists } from "./gallery-cache";

const ReorderGalleryItemsMutation = graphql(`
  mutation ReorderGalleryItems($ids: [ID!]!) {
    reorderGalleryItems(ids: $ids) {
      id
      position
    }
  }
`);

/** Saves the whole gallery's order; the answer's positions re-sort the cached lists. */
export function useReorderGalleryItems() {
  return useMutation(ReorderGalleryItemsMutation, { update: (cache) => sortPhotoLists(cache) });
}
