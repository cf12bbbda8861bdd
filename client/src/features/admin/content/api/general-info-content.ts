import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { GeneralInfoForm_ContentFragment, GeneralInfoContentInput } from "../../../../gql/graphql";
import type { ContentPageApi } from "../components/content-editor";

const AdminGeneralInfoContentQuery = graphql(`
  query AdminGeneralInfoContent {
    generalInfoContent {
      ...GeneralInfoForm_content
    }
  }
`);

const UpdateGeneralInfoContentMutation = graphql(`
  mutation UpdateGeneralInfoContent($input: GeneralInfoContentInput!, $expectedVersion: Int!) {
    updateGeneralInfoContent(input: $input, expectedVersion: $expectedVersion) {
      ...GeneralInfoForm_content
    }
  }
`);

const RestoreGeneralInfoContentMutation = graphql(`
  mutation RestoreGeneralInfoContent($version: Int!, $expectedVersion: Int!) {
    restoreGeneralInfoContent(version: $version, expectedVersion: $expectedVersion) {
      ...GeneralInfoForm_content
    }
  }
`);

/**
 * General Information as its editor reads and saves it: always read fresh from the server. A save or restore
 * answers the whole page, which replaces the one cached GeneralInfoContent (keyFields: []) the public page reads too.
 */
export const generalInfoContentApi: ContentPageApi<GeneralInfoForm_ContentFragment, GeneralInfoContentInput> = {
  useContent() {
    const { data, loading, error, refetch } = useQuery(AdminGeneralInfoContentQuery, { fetchPolicy: "network-only" });
    return {
      data: data?.generalInfoContent,
      loading,
      error,
      reload: async () => (await refetch()).data?.generalInfoContent,
    };
  },
  useSave() {
    const [mutate, { loading }] = useMutation(UpdateGeneralInfoContentMutation);
    return [(input, expectedVersion) => mutate({ variables: { input, expectedVersion } }), { loading }];
  },
  useRestore() {
    const [mutate, { loading }] = useMutation(RestoreGeneralInfoContentMutation);
    return [(version, expectedVersion) => mutate({ variables: { version, expectedVersion } }), { loading }];
  },
};
