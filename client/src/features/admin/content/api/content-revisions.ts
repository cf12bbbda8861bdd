import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { ContentPage } from "../../../../gql/graphql";

const ContentRevisionsQuery = graphql(`
  query ContentRevisions($page: ContentPage!) {
    contentRevisions(page: $page) {
      id
      version
      savedAt
      savedBy
    }
    school {
      timeZone
    }
  }
`);

/** A page's saved versions, newest first, and the school's time zone to show when they were saved. */
export function useContentRevisions(page: ContentPage) {
  return useQuery(ContentRevisionsQuery, { variables: { page }, fetchPolicy: "cache-and-network" });
}
