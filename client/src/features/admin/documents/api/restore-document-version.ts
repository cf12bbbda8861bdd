import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const RestoreDocumentVersionMutation = graphql(`
  mutation RestoreDocumentVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
    restoreDocumentVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
      ...AdminDocument_document
    }
  }
`);

/** Restores an earlier version; the answer (a new version) replaces the document in the cache by its id. */
export function useRestoreDocumentVersion() {
  const [restore] = useMutation(RestoreDocumentVersionMutation);
  return async (id: string, version: number, expectedVersion: number) =>
    (await restore({ variables: { id, version, expectedVersion } })).data?.restoreDocumentVersion;
}
