import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const GeneralInfoQuery = graphql(`
  query GeneralInfo {
    generalInfoContent {
      sections {
        title
        description
        documents {
          ...DocumentCard_document
        }
      }
      otherDocuments {
        ...DocumentCard_document
      }
    }
  }
`);

/** Every document, grouped and ordered as staff arranged them. */
export function useGeneralInfo() {
  return useQuery(GeneralInfoQuery);
}
