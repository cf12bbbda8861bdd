import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const LatestDocumentQuery = graphql(`
  query LatestDocument($id: ID!) {
    document(id: $id) {
      ...AdminDocument_document
    }
  }
`);

/** Asks the server for the document as saved now (someone else's newer version), into the cache too. */
export function useLatestDocument() {
  const client = useApolloClient();
  return async (id: string) =>
    (await client.query({ query: LatestDocumentQuery, variables: { id }, fetchPolicy: "network-only" })).data?.document;
}
