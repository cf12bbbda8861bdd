import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const AlbumsQuery = graphql(`
  query Albums {
    albums {
      id
      name
    }
  }
`);

/** The albums a visitor can filter the gallery by. */
export function useAlbums() {
  return useQuery(AlbumsQuery);
}
