import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const MissionValuesPageContentQuery = graphql(`
  query MissionValuesPageContent {
    missionValuesContent {
      mission
      values {
        name
        icon
        description
      }
    }
  }
`);

export function useMissionValuesContent() {
  return useQuery(MissionValuesPageContentQuery);
}
