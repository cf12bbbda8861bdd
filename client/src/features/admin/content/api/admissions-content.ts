import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { AdmissionsContentForm_ContentFragment, AdmissionsContentInput } from "../../../../gql/graphql";
import type { ContentPageApi } from "../components/content-editor";

const AdminAdmissionsContentQuery = graphql(`
  query AdminAdmissionsContent {
    admissionsContent {
      ...AdmissionsContentForm_content
    }
  }
`);

const UpdateAdmissionsContentMutation = graphql(`
  mutation UpdateAdmissionsContent($input: AdmissionsContentInput!, $expectedVersion: Int!) {
    updateAdmissionsContent(input: $input, expectedVersion: $expectedVersion) {
      ...AdmissionsContentForm_content
    }
  }
`);

const RestoreAdmissionsContentMutation = graphql(`
  mutation RestoreAdmissionsContent($version: Int!, $expectedVersion: Int!) {
    restoreAdmissionsContent(version: $version, expectedVersion: $expectedVersion) {
      ...AdmissionsContentForm_content
    }
  }
`);

/**
 * The Admissions page as its editor reads and saves it: always read fresh from the server. A save or restore
 * answers the whole page, which replaces the one cached AdmissionsContent (keyFields: []) the public page reads too.
 */
export const admissionsContentApi: ContentPageApi<AdmissionsContentForm_ContentFragment, AdmissionsContentInput> = {
  useContent() {
    const { data, loading, error, refetch } = useQuery(AdminAdmissionsContentQuery, { fetchPolicy: "network-only" });
    return {
      data: data?.admissionsContent,
      loading,
      error,
      reload: async () => (await refetch()).data?.admissionsContent,
    };
  },
  useSave() {
    const [mutate, { loading }] = useMutation(UpdateAdmissionsContentMutation);
    return [(input, expectedVersion) => mutate({ variables: { input, expectedVersion } }), { loading }];
  },
  useRestore() {
    const [mutate, { loading }] = useMutation(RestoreAdmissionsContentMutation);
    return [(version, expectedVersion) => mutate({ variables: { version, expectedVersion } }), { loading }];
  },
};
