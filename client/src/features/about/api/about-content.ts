import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const AboutPageContentQuery = graphql(`
  query AboutPageContent {
    missionValuesContent {
      mission
      vision
    }
    aboutContent {
      subtitle
      timeline {
        ...Timeline_entry
      }
      statistics {
        value
        label
      }
      closingTitle
      closingText
    }
  }
`);

export function useAboutContent() {
  return useQuery(AboutPageContentQuery);
}
