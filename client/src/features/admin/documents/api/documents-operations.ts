import { graphql } from "../../../../gql";
import { defineContentOperations } from "../../components/content-operations";

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

/** Documents for staff: every one, drafts and scheduled ones too (or those in one state), newest first. */
export const documentOperations = defineContentOperations({
  typename: "Document",
  listField: "documents",
  list: graphql(`
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
  `),
  create: graphql(`
    mutation CreateDocument($input: DocumentInput!) {
      createDocument(input: $input) {
        ...AdminDocument_document
      }
    }
  `),
  update: graphql(`
    mutation UpdateDocument($id: ID!, $input: DocumentInput!, $expectedVersion: Int) {
      updateDocument(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminDocument_document
      }
    }
  `),
  remove: graphql(`
    mutation DeleteDocument($id: ID!) {
      deleteDocument(id: $id)
    }
  `),
  versions: graphql(`
    query DocumentVersions($id: ID!) {
      documentVersions(id: $id) {
        version
        savedAt
        savedBy
        title
      }
    }
  `),
  restore: graphql(`
    mutation RestoreDocumentVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restoreDocumentVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
        ...AdminDocument_document
      }
    }
  `),
  latest: graphql(`
    query LatestDocument($id: ID!) {
      document(id: $id) {
        ...AdminDocument_document
      }
    }
  `),
});
