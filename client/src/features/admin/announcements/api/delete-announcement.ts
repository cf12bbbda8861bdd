import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { removeFromLists } from "../../../../lib/cache-lists";

const DeleteAnnouncementMutation = graphql(`
  mutation DeleteAnnouncement($id: ID!) {
    deleteAnnouncement(id: $id)
  }
`);

/** Optimistic: the announcement leaves every list at once, and comes back if the server refuses. */
export function useDeleteAnnouncement() {
  const client = useApolloClient();
  const [mutate, result] = useMutation(DeleteAnnouncementMutation);
  const deleteAnnouncement = async (id: string) => {
    await mutate({
      variables: { id },
      optimisticResponse: { deleteAnnouncement: id },
      update: (cache) => removeFromLists(cache, "announcements", { __typename: "Announcement", id }),
    });
    // Its own page now answers not found instead of showing it from the cache.
    client.cache.evict({ id: client.cache.identify({ __typename: "Announcement", id }) });
  };
  return [deleteAnnouncement, result] as const;
}
