import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { AdminGalleryItem_ItemFragment, GalleryItemInput } from "../../../../gql/graphql";
import { uploadRequest } from "../../../../lib/upload-request";
import { AdminGalleryItemFragment } from "./admin-gallery-items";
import { placePhoto } from "./gallery-cache";

const CreateGalleryItemMutation = graphql(`
  mutation CreateGalleryItem($input: GalleryItemInput!) {
    createGalleryItem(input: $input) {
      ...AdminGalleryItem_item
    }
  }
`);

/**
 * Uploads one photo, reporting how much has gone (0 to 1); the new photo then takes its place
 * (first) in every cached gallery list it belongs to.
 */
export function useCreateGalleryItem() {
  const client = useApolloClient();
  return async (
    input: GalleryItemInput,
    onProgress: (fraction: number) => void,
  ): Promise<AdminGalleryItem_ItemFragment> => {
    const data = await uploadRequest(client, CreateGalleryItemMutation, { input }, onProgress);
    const photo = data.createGalleryItem;
    client.cache.writeFragment({
      fragment: AdminGalleryItemFragment,
      fragmentName: "AdminGalleryItem_item",
      data: photo,
    });
    placePhoto(client.cache, photo.id);
    return photo;
  };
}
