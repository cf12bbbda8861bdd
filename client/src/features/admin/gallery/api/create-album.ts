import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { sortAlbums } from "./album-cache";

const CreateAlbumMutation = graphql(`
  mutation CreateAlbum($input: AlbumInput!) {
    createAlbum(input: $input) {
      id
      name
    }
  }
`);

/** The new album joins the cached list in its place by name. */
export function useCreateAlbum() {
  return useMutation(CreateAlbumMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.createAlbum);
      if (ref) sortAlbums(cache, { __ref: ref });
    },
  });
}
