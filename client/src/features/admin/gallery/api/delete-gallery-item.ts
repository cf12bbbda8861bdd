import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { removeFromLists } from "../../../../lib/cache-lists";

const DeleteGalleryItemMutation = graphql(`
  mutation DeleteGalleryItem($id: ID!) {
    deleteGalleryItem(id: $id)
  }
`);

/** Optimistic: the photo leaves every list at once, and comes back if the server refuses. */
export function useDeleteGalleryItem() {
  const client = useApolloClient();
  const [mutate, result] = useMutation(DeleteGalleryItemMutation);
  const deleteGalleryItem = async (id: string) => {
    await mutate({
      variables: { id },
      optimisticResponse: { deleteGalleryItem: id },
      update: (cache) => removeFromLists(cache, "galleryItems", { __typename: "GalleryItem", id }),
    });
    client.cache.evict({ id: client.cache.identify({ __typename: "GalleryItem", id }) });
  };
  return [deleteGalleryItem, result] as const;
}
