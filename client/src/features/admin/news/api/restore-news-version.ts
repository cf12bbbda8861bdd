import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const RestoreNewsVersionMutation = graphql(`
  mutation RestoreNewsVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
    restoreNewsVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
      ...AdminNewsRow_news
    }
  }
`);

/** Restores an earlier version; the answer (a new version) replaces the article in the cache by its id. */
export function useRestoreNewsVersion() {
  const [restore] = useMutation(RestoreNewsVersionMutation);
  return async (id: string, version: number, expectedVersion: number) =>
    (await restore({ variables: { id, version, expectedVersion } })).data?.restoreNewsVersion;
}
