import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { removeFromLists } from "../../../../lib/cache-lists";

const DeleteDocumentMutation = graphql(`
  mutation DeleteDocument($id: ID!) {
    deleteDocument(id: $id)
  }
`);

/** Optimistic: the document leaves every list at once, and comes back if the server refuses. */
export function useDeleteDocument() {
  const client = useApolloClient();
  const [mutate, result] = useMutation(DeleteDocumentMutation);
  const deleteDocument = async (id: string) => {
    await mutate({
      variables: { id },
      optimisticResponse: { deleteDocument: id },
      update: (cache) => removeFromLists(cache, "documents", { __typename: "Document", id }),
    });
    client.cache.evict({ id: client.cache.identify({ __typename: "Document", id }) });
  };
  return [deleteDocument, result] as const;
}
