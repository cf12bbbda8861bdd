import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { HistoryContentForm_ContentFragment, HistoryContentInput } from "../../../../gql/graphql";
import type { ContentPageApi } from "../components/content-editor";

const AdminHistoryContentQuery = graphql(`
  query AdminHistoryContent {
    historyContent {
      ...HistoryContentForm_content
    }
  }
`);

const UpdateHistoryContentMutation = graphql(`
  mutation UpdateHistoryContent($input: HistoryContentInput!, $expectedVersion: Int!) {
    updateHistoryContent(input: $input, expectedVersion: $expectedVersion) {
      ...HistoryContentForm_content
    }
  }
`);

const RestoreHistoryContentMutation = graphql(`
  mutation RestoreHistoryContent($version: Int!, $expectedVersion: Int!) {
    restoreHistoryContent(version: $version, expectedVersion: $expectedVersion) {
      ...HistoryContentForm_content
    }
  }
`);

/**
 * The History page as its editor reads and saves it: always read fresh from the server. A save or restore
 * answers the whole page, which replaces the one cached HistoryContent (keyFields: []) the public page reads too.
 */
export const historyContentApi: ContentPageApi<HistoryContentForm_ContentFragment, HistoryContentInput> = {
  useContent() {
    const { data, loading, error, refetch } = useQuery(AdminHistoryContentQuery, { fetchPolicy: "network-only" });
    return { data: data?.historyContent, loading, error, reload: async () => (await refetch()).data?.historyContent };
  },
  useSave() {
    const [mutate, { loading }] = useMutation(UpdateHistoryContentMutation);
    return [(input, expectedVersion) => mutate({ variables: { input, expectedVersion } }), { loading }];
  },
  useRestore() {
    const [mutate, { loading }] = useMutation(RestoreHistoryContentMutation);
    return [(version, expectedVersion) => mutate({ variables: { version, expectedVersion } }), { loading }];
  },
};
