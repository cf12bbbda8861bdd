import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const HomePageContentQuery = graphql(`
  query HomePageContent {
    school {
      foundingYear
    }
    homeContent {
      ...HeroSlideshow_home
      ...AboutSection_home
    }
    missionValuesContent {
      ...AboutSection_missionValues
    }
  }
`);

export function useHomeContent() {
  return useQuery(HomePageContentQuery);
}
