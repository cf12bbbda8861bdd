import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const TrashRowFragment = graphql(`
  fragment TrashRow_item on TrashedItem {
    kind
    kindName
    id
    title
    deletedAt
    deletedBy
    purgesAt
  }
`);

const TrashQuery = graphql(`
  query Trash {
    trash {
      ...TrashRow_item
    }
    school {
      timeZone
    }
  }
`);

/** What is in the Trash; always read fresh (every delete elsewhere in the panel adds to it). */
export function useTrash() {
  return useQuery(TrashQuery, { fetchPolicy: "cache-and-network" });
}
