import { useApolloClient } from "@apollo/client/react";
import type { AdminGalleryItem_ItemFragment, GalleryItemInput } from "../../../../gql/graphql";
import { uploadRequest } from "../../../../lib/upload-request";
import { rootOf } from "../../components/content-operations";
import { placePhoto } from "./gallery-cache";
import { AdminGalleryItemFragment, galleryItemOperations } from "./gallery-items-operations";

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
    const { create } = galleryItemOperations;
    const photo = rootOf(create, await uploadRequest(client, create, { input }, onProgress));
    client.cache.writeFragment({
      fragment: AdminGalleryItemFragment,
      fragmentName: "AdminGalleryItem_item",
      data: photo,
    });
    placePhoto(client.cache, photo.id);
    return photo;
  };
}
