import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { byNewest, placeInLists } from "../../../../lib/cache-lists";

const CreateDocumentMutation = graphql(`
  mutation CreateDocument($input: DocumentInput!) {
    createDocument(input: $input) {
      ...AdminDocument_document
    }
  }
`);

/** The new document goes to the top of every cached document list (newest first). */
export function useCreateDocument() {
  return useMutation(CreateDocumentMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.createDocument);
      if (ref)
        placeInLists(cache, "documents", { __ref: ref }, { includes: () => true, compare: byNewest("createdAt") });
    },
  });
}
