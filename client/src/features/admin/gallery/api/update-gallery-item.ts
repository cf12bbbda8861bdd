import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placePhoto } from "./gallery-cache";

const UpdateGalleryItemMutation = graphql(`
  mutation UpdateGalleryItem($id: ID!, $input: GalleryItemInput!, $expectedVersion: Int) {
    updateGalleryItem(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...AdminGalleryItem_item
    }
  }
`);

/** The photo updates itself in the cache; a new album moves it between the albums' lists. */
export function useUpdateGalleryItem() {
  return useMutation(UpdateGalleryItemMutation, {
    update(cache, { data }) {
      if (data) placePhoto(cache, data.updateGalleryItem.id);
    },
  });
}
