import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const AlbumsQuery = graphql(`
  query Albums {
    albums {
      id
      name
    }
  }
`);

/** Every album, by name. */
export function useAlbums() {
  return useQuery(AlbumsQuery);
}
