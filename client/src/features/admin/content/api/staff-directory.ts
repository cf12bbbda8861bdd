import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { StaffDirectoryForm_DirectoryFragment, StaffDirectoryInput } from "../../../../gql/graphql";
import type { ContentPageApi } from "../components/content-editor";

const AdminStaffDirectoryQuery = graphql(`
  query AdminStaffDirectory {
    staffDirectory {
      ...StaffDirectoryForm_directory
    }
  }
`);

const UpdateStaffDirectoryMutation = graphql(`
  mutation UpdateStaffDirectory($input: StaffDirectoryInput!, $expectedVersion: Int!) {
    updateStaffDirectory(input: $input, expectedVersion: $expectedVersion) {
      ...StaffDirectoryForm_directory
    }
  }
`);

const RestoreStaffDirectoryMutation = graphql(`
  mutation RestoreStaffDirectory($version: Int!, $expectedVersion: Int!) {
    restoreStaffDirectory(version: $version, expectedVersion: $expectedVersion) {
      ...StaffDirectoryForm_directory
    }
  }
`);

/**
 * The staff directory as its editor reads and saves it: always read fresh from the server. A save or restore
 * answers the whole page, which replaces the one cached StaffDirectory (keyFields: []) the public page reads too.
 */
export const staffDirectoryApi: ContentPageApi<StaffDirectoryForm_DirectoryFragment, StaffDirectoryInput> = {
  useContent() {
    const { data, loading, error, refetch } = useQuery(AdminStaffDirectoryQuery, { fetchPolicy: "network-only" });
    return { data: data?.staffDirectory, loading, error, reload: async () => (await refetch()).data?.staffDirectory };
  },
  useSave() {
    const [mutate, { loading }] = useMutation(UpdateStaffDirectoryMutation);
    return [(input, expectedVersion) => mutate({ variables: { input, expectedVersion } }), { loading }];
  },
  useRestore() {
    const [mutate, { loading }] = useMutation(RestoreStaffDirectoryMutation);
    return [(version, expectedVersion) => mutate({ variables: { version, expectedVersion } }), { loading }];
  },
};
