import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const DeleteAlbumMutation = graphql(`
  mutation DeleteAlbum($id: ID!) {
    deleteAlbum(id: $id)
  }
`);

/**
 * The album leaves the list; cached lists of its photos are dropped. Its photos stay in the gallery:
 * a photo whose album is gone counts as in no album.
 */
export function useDeleteAlbum() {
  const client = useApolloClient();
  const [mutate, result] = useMutation(DeleteAlbumMutation);
  const deleteAlbum = async (id: string) => {
    await mutate({ variables: { id } });
    const album = client.cache.identify({ __typename: "Album", id });
    client.cache.modify({
      fields: {
        albums: (refs: readonly { __ref: string }[]) => refs.filter((ref) => ref.__ref !== album),
        galleryItems: (value, { storeFieldName, DELETE }) =>
          storeFieldName.includes(`"album":"${id}"`) ? DELETE : value,
      },
    });
    client.cache.evict({ id: album });
  };
  return [deleteAlbum, result] as const;
}
