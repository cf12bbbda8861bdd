import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const DocumentVersionsQuery = graphql(`
  query DocumentVersions($id: ID!) {
    documentVersions(id: $id) {
      version
      savedAt
      savedBy
      title
    }
  }
`);

/** The document's versions, the current one first, always as the server has them now. */
export function useDocumentVersions(id: string) {
  const result = useQuery(DocumentVersionsQuery, { variables: { id }, fetchPolicy: "network-only" });
  return { ...result, entries: result.data?.documentVersions };
}
