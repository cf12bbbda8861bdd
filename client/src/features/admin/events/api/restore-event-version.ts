import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const RestoreEventVersionMutation = graphql(`
  mutation RestoreEventVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
    restoreEventVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
      ...AdminEventRow_event
    }
  }
`);

/** Restores an earlier version; the answer (a new version) replaces the event in the cache by its id. */
export function useRestoreEventVersion() {
  const [restore] = useMutation(RestoreEventVersionMutation);
  return async (id: string, version: number, expectedVersion: number) =>
    (await restore({ variables: { id, version, expectedVersion } })).data?.restoreEventVersion;
}
