import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const NewsVersionsQuery = graphql(`
  query NewsVersions($id: ID!) {
    newsVersions(id: $id) {
      version
      savedAt
      savedBy
      title
    }
  }
`);

/** The article's versions, the current one first, always as the server has them now. */
export function useNewsVersions(id: string) {
  const result = useQuery(NewsVersionsQuery, { variables: { id }, fetchPolicy: "network-only" });
  return { ...result, entries: result.data?.newsVersions };
}
