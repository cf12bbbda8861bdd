import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const HistoryPageContentQuery = graphql(`
  query HistoryPageContent {
    school {
      foundingYear
    }
    historyContent {
      subtitle
      story
      principals {
        ...PrincipalCard_principal
      }
      legacyTitle
      legacyText
    }
  }
`);

export function useHistoryContent() {
  return useQuery(HistoryPageContentQuery);
}
