import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placeDocument } from "./documents-cache";

const CreateDocumentMutation = graphql(`
  mutation CreateDocument($input: DocumentInput!) {
    createDocument(input: $input) {
      ...AdminDocument_document
    }
  }
`);

/** The new document goes to the top of every cached document list that would list it (newest first). */
export function useCreateDocument() {
  return useMutation(CreateDocumentMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.createDocument);
      if (ref) placeDocument(cache, { __ref: ref });
    },
  });
}
