import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const RestoreAnnouncementVersionMutation = graphql(`
  mutation RestoreAnnouncementVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
    restoreAnnouncementVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
      ...AdminAnnouncementRow_announcement
    }
  }
`);

/** Restores an earlier version; the answer (a new version) replaces the announcement in the cache by its id. */
export function useRestoreAnnouncementVersion() {
  const [restore] = useMutation(RestoreAnnouncementVersionMutation);
  return async (id: string, version: number, expectedVersion: number) =>
    (await restore({ variables: { id, version, expectedVersion } })).data?.restoreAnnouncementVersion;
}
