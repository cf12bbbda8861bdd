import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { sortAlbums } from "./album-cache";

const UpdateAlbumMutation = graphql(`
  mutation UpdateAlbum($id: ID!, $input: AlbumInput!) {
    updateAlbum(id: $id, input: $input) {
      id
      name
    }
  }
`);

/** The renamed album updates itself and moves to its new place by name. */
export function useUpdateAlbum() {
  return useMutation(UpdateAlbumMutation, { update: (cache) => sortAlbums(cache) });
}
