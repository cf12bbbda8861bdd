import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { MissionValuesForm_ContentFragment, MissionValuesContentInput } from "../../../../gql/graphql";
import type { ContentPageApi } from "../components/content-editor";

const AdminMissionValuesContentQuery = graphql(`
  query AdminMissionValuesContent {
    missionValuesContent {
      ...MissionValuesForm_content
    }
  }
`);

const UpdateMissionValuesContentMutation = graphql(`
  mutation UpdateMissionValuesContent($input: MissionValuesContentInput!, $expectedVersion: Int!) {
    updateMissionValuesContent(input: $input, expectedVersion: $expectedVersion) {
      ...MissionValuesForm_content
    }
  }
`);

const RestoreMissionValuesContentMutation = graphql(`
  mutation RestoreMissionValuesContent($version: Int!, $expectedVersion: Int!) {
    restoreMissionValuesContent(version: $version, expectedVersion: $expectedVersion) {
      ...MissionValuesForm_content
    }
  }
`);

/**
 * Mission, vision and values as its editor reads and saves it: always read fresh from the server. A save or restore
 * answers the whole page, which replaces the one cached MissionValuesContent (keyFields: []) the public page reads too.
 */
export const missionValuesApi: ContentPageApi<MissionValuesForm_ContentFragment, MissionValuesContentInput> = {
  useContent() {
    const { data, loading, error, refetch } = useQuery(AdminMissionValuesContentQuery, { fetchPolicy: "network-only" });
    return {
      data: data?.missionValuesContent,
      loading,
      error,
      reload: async () => (await refetch()).data?.missionValuesContent,
    };
  },
  useSave() {
    const [mutate, { loading }] = useMutation(UpdateMissionValuesContentMutation);
    return [(input, expectedVersion) => mutate({ variables: { input, expectedVersion } }), { loading }];
  },
  useRestore() {
    const [mutate, { loading }] = useMutation(RestoreMissionValuesContentMutation);
    return [(version, expectedVersion) => mutate({ variables: { version, expectedVersion } }), { loading }];
  },
};
