import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const UpdateDocumentMutation = graphql(`
  mutation UpdateDocument($id: ID!, $input: DocumentInput!) {
    updateDocument(id: $id, input: $input) {
      ...AdminDocument_document
    }
  }
`);

/** A new title or file: the document updates itself in the cache and keeps its place (newest first by creation). */
export function useUpdateDocument() {
  return useMutation(UpdateDocumentMutation);
}
