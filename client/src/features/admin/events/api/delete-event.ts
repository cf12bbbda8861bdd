import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { removeFromLists } from "../../../../lib/cache-lists";

const DeleteEventMutation = graphql(`
  mutation DeleteEvent($id: ID!) {
    deleteEvent(id: $id)
  }
`);

/** Optimistic: the event leaves every list at once, and comes back if the server refuses. */
export function useDeleteEvent() {
  const client = useApolloClient();
  const [mutate, result] = useMutation(DeleteEventMutation);
  const deleteEvent = async (id: string) => {
    await mutate({
      variables: { id },
      optimisticResponse: { deleteEvent: id },
      update: (cache) => removeFromLists(cache, "events", { __typename: "Event", id }),
    });
    // Its own page (events/:id) now answers not found instead of showing it from the cache.
    client.cache.evict({ id: client.cache.identify({ __typename: "Event", id }) });
  };
  return [deleteEvent, result] as const;
}
