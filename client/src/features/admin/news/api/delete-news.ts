import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { removeFromLists } from "../../../../lib/cache-lists";

const DeleteNewsMutation = graphql(`
  mutation DeleteNews($id: ID!) {
    deleteNews(id: $id)
  }
`);

/** Optimistic: the article leaves every list at once, and comes back if the server refuses. */
export function useDeleteNews() {
  const client = useApolloClient();
  const [mutate, result] = useMutation(DeleteNewsMutation);
  const deleteNews = async (id: string) => {
    await mutate({
      variables: { id },
      optimisticResponse: { deleteNews: id },
      update: (cache) => removeFromLists(cache, "news", { __typename: "News", id }),
    });
    // Its own page (news/:id) now answers not found instead of showing it from the cache.
    client.cache.evict({ id: client.cache.identify({ __typename: "News", id }) });
  };
  return [deleteNews, result] as const;
}
