import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const AdminDocumentFragment = graphql(`
  fragment AdminDocument_document on Document {
    id
    title
    size
    fileUrl
    uploadDate
    createdAt
  }
`);

const AdminDocumentsQuery = graphql(`
  query AdminDocuments($first: Int!, $after: String) {
    documents(first: $first, after: $after) {
      nodes {
        ...AdminDocument_document
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function useAdminDocuments() {
  const result = useQuery(AdminDocumentsQuery, {
    variables: { first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.documents.pageInfo.endCursor } });
  return { ...result, loadMore };
}
