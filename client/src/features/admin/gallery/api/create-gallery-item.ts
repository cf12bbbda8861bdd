import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { byNewest, placeInLists } from "../../../../lib/cache-lists";

const CreateGalleryItemMutation = graphql(`
  mutation CreateGalleryItem($input: GalleryItemInput!) {
    createGalleryItem(input: $input) {
      ...AdminGalleryItem_item
    }
  }
`);

/** The new photo takes its place (newest first) in every cached gallery list. */
export function useCreateGalleryItem() {
  return useMutation(CreateGalleryItemMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.createGalleryItem);
      if (ref) placeInLists(cache, "galleryItems", { __ref: ref }, { includes: () => true, compare: byNewest("date") });
    },
  });
}
