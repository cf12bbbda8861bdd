import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const DOCUMENTS_PAGE_SIZE = 20;

const DocumentsQuery = graphql(`
  query Documents($first: Int!, $after: String) {
    documents(first: $first, after: $after) {
      nodes {
        id
        title
        size
        fileUrl
        uploadDate
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useDocuments() {
  const result = useQuery(DocumentsQuery, {
    variables: { first: DOCUMENTS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const endCursor = result.data?.documents.pageInfo.endCursor;
  const loadMore = () => result.fetchMore({ variables: { after: endCursor } });
  return { ...result, loadMore };
}
