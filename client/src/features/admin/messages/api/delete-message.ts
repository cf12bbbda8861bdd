import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { MessageCard_MessageFragment } from "../../../../gql/graphql";
import { removeFromLists } from "../../../../lib/cache-lists";
import { shiftUnreadCount } from "./unread-count-cache";

const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteContactMessage(id: $id)
  }
`);

/** Optimistic: the message leaves the list at once, and comes back if the server refuses. */
export function useDeleteMessage() {
  const [mutate, result] = useMutation(DeleteMessageMutation);
  const deleteMessage = (message: MessageCard_MessageFragment) =>
    mutate({
      variables: { id: message.id },
      optimisticResponse: { deleteContactMessage: message.id },
      update(cache) {
        removeFromLists(cache, "contactMessages", { __typename: "ContactMessage", id: message.id });
        if (!message.read) shiftUnreadCount(cache, -1);
      },
    });
  return [deleteMessage, result] as const;
}
