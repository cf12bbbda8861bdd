import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { HomeContentForm_ContentFragment, HomeContentInput } from "../../../../gql/graphql";
import type { ContentPageApi } from "../components/content-editor";

const AdminHomeContentQuery = graphql(`
  query AdminHomeContent {
    homeContent {
      ...HomeContentForm_content
    }
  }
`);

const UpdateHomeContentMutation = graphql(`
  mutation UpdateHomeContent($input: HomeContentInput!, $expectedVersion: Int!) {
    updateHomeContent(input: $input, expectedVersion: $expectedVersion) {
      ...HomeContentForm_content
    }
  }
`);

const RestoreHomeContentMutation = graphql(`
  mutation RestoreHomeContent($version: Int!, $expectedVersion: Int!) {
    restoreHomeContent(version: $version, expectedVersion: $expectedVersion) {
      ...HomeContentForm_content
    }
  }
`);

/**
 * The home page as its editor reads and saves it: always read fresh from the server. A save or restore
 * answers the whole page, which replaces the one cached HomeContent (keyFields: []) the public page reads too.
 */
export const homeContentApi: ContentPageApi<HomeContentForm_ContentFragment, HomeContentInput> = {
  useContent() {
    const { data, loading, error, refetch } = useQuery(AdminHomeContentQuery, { fetchPolicy: "network-only" });
    return { data: data?.homeContent, loading, error, reload: async () => (await refetch()).data?.homeContent };
  },
  useSave() {
    const [mutate, { loading }] = useMutation(UpdateHomeContentMutation);
    return [(input, expectedVersion) => mutate({ variables: { input, expectedVersion } }), { loading }];
  },
  useRestore() {
    const [mutate, { loading }] = useMutation(RestoreHomeContentMutation);
    return [(version, expectedVersion) => mutate({ variables: { version, expectedVersion } }), { loading }];
  },
};
