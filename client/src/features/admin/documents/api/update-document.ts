import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placeDocument } from "./documents-cache";

const UpdateDocumentMutation = graphql(`
  mutation UpdateDocument($id: ID!, $input: DocumentInput!, $expectedVersion: Int) {
    updateDocument(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...AdminDocument_document
    }
  }
`);

/** A new title or file keeps the document's place (newest first by creation); a new state moves it between the lists. */
export function useUpdateDocument() {
  return useMutation(UpdateDocumentMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.updateDocument);
      if (ref) placeDocument(cache, { __ref: ref });
    },
  });
}
