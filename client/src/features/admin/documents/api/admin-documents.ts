import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { PublicationState } from "../../../../gql/graphql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const AdminDocumentFragment = graphql(`
  fragment AdminDocument_document on Document {
    version
    id
    title
    size
    fileUrl
    uploadDate
    createdAt
    publishedAt
    expiresAt
  }
`);

const AdminDocumentsQuery = graphql(`
  query AdminDocuments($first: Int!, $after: String, $state: PublicationState) {
    documents(first: $first, after: $after, includeUnpublished: true, state: $state) {
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

/** Every document, drafts and scheduled ones too (or those in one state), newest first. */
export function useAdminDocuments(state: PublicationState | null) {
  const result = useQuery(AdminDocumentsQuery, {
    variables: { first: ADMIN_PAGE_SIZE, state },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.documents.pageInfo.endCursor } });
  return { ...result, loadMore };
}
