import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { SchoolSettingsForm_SchoolFragment, SchoolInput } from "../../../../gql/graphql";
import type { ContentPageApi } from "../components/content-editor";

const AdminSchoolQuery = graphql(`
  query AdminSchool {
    school {
      ...SchoolSettingsForm_school
    }
  }
`);

const UpdateSchoolMutation = graphql(`
  mutation UpdateSchool($input: SchoolInput!, $expectedVersion: Int!) {
    updateSchool(input: $input, expectedVersion: $expectedVersion) {
      ...SchoolSettingsForm_school
    }
  }
`);

const RestoreSchoolMutation = graphql(`
  mutation RestoreSchool($version: Int!, $expectedVersion: Int!) {
    restoreSchool(version: $version, expectedVersion: $expectedVersion) {
      ...SchoolSettingsForm_school
    }
  }
`);

/**
 * The school's settings as its editor reads and saves it: always read fresh from the server. A save or restore
 * answers the whole page, which replaces the one cached School (keyFields: []) the public page reads too.
 */
export const schoolSettingsApi: ContentPageApi<SchoolSettingsForm_SchoolFragment, SchoolInput> = {
  useContent() {
    const { data, loading, error, refetch } = useQuery(AdminSchoolQuery, { fetchPolicy: "network-only" });
    return { data: data?.school, loading, error, reload: async () => (await refetch()).data?.school };
  },
  useSave() {
    const [mutate, { loading }] = useMutation(UpdateSchoolMutation);
    return [(input, expectedVersion) => mutate({ variables: { input, expectedVersion } }), { loading }];
  },
  useRestore() {
    const [mutate, { loading }] = useMutation(RestoreSchoolMutation);
    return [(version, expectedVersion) => mutate({ variables: { version, expectedVersion } }), { loading }];
  },
};
