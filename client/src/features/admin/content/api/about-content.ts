import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { AboutContentForm_ContentFragment, AboutContentInput } from "../../../../gql/graphql";
import type { ContentPageApi } from "../components/content-editor";

const AdminAboutContentQuery = graphql(`
  query AdminAboutContent {
    aboutContent {
      ...AboutContentForm_content
    }
  }
`);

const UpdateAboutContentMutation = graphql(`
  mutation UpdateAboutContent($input: AboutContentInput!, $expectedVersion: Int!) {
    updateAboutContent(input: $input, expectedVersion: $expectedVersion) {
      ...AboutContentForm_content
    }
  }
`);

const RestoreAboutContentMutation = graphql(`
  mutation RestoreAboutContent($version: Int!, $expectedVersion: Int!) {
    restoreAboutContent(version: $version, expectedVersion: $expectedVersion) {
      ...AboutContentForm_content
    }
  }
`);

/**
 * The About page as its editor reads and saves it: always read fresh from the server. A save or restore
 * answers the whole page, which replaces the one cached AboutContent (keyFields: []) the public page reads too.
 */
export const aboutContentApi: ContentPageApi<AboutContentForm_ContentFragment, AboutContentInput> = {
  useContent() {
    const { data, loading, error, refetch } = useQuery(AdminAboutContentQuery, { fetchPolicy: "network-only" });
    return { data: data?.aboutContent, loading, error, reload: async () => (await refetch()).data?.aboutContent };
  },
  useSave() {
    const [mutate, { loading }] = useMutation(UpdateAboutContentMutation);
    return [(input, expectedVersion) => mutate({ variables: { input, expectedVersion } }), { loading }];
  },
  useRestore() {
    const [mutate, { loading }] = useMutation(RestoreAboutContentMutation);
    return [(version, expectedVersion) => mutate({ variables: { version, expectedVersion } }), { loading }];
  },
};
