import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const AdmissionsPageContentQuery = graphql(`
  query AdmissionsPageContent {
    school {
      timeZone
      admissionsPortalUrl
    }
    admissionsContent {
      intakeYear
      subtitle
      applicationsOpen
      applicationsClose
      processSteps
      requiredDocuments
      importantNote
      keyDates {
        label
        startDate
        endDate
        note
      }
      closingNote
      sections {
        title
        intro
        numbered
        items {
          title
          text
        }
      }
    }
  }
`);

export function useAdmissionsContent() {
  return useQuery(AdmissionsPageContentQuery);
}
