import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { MessageCard_MessageFragment } from "../../../../gql/graphql";
import { placeInLists } from "../../../../lib/cache-lists";
import { shiftUnreadCount } from "./unread-count-cache";

const MarkMessageReadMutation = graphql(`
  mutation MarkMessageRead($id: ID!, $read: Boolean!) {
    markContactMessageRead(id: $id, read: $read) {
      ...MessageCard_message
    }
  }
`);

/** Optimistic: the badge and the unread count change at once, and change back if the server refuses. */
export function useMarkMessageRead() {
  const [mutate, result] = useMutation(MarkMessageReadMutation);
  const markRead = (message: MessageCard_MessageFragment, read: boolean) =>
    mutate({
      variables: { id: message.id, read },
      optimisticResponse: {
        markContactMessageRead: {
          ...message,
          read,
          readAt: read ? (message.readAt ?? new Date().toISOString()) : null,
        },
      },
      update(cache, { data }) {
        const ref = data && cache.identify(data.markContactMessageRead);
        if (!ref) return;
        shiftUnreadCount(cache, message.read === read ? 0 : read ? -1 : 1);
        // Lists of unread messages lose a message once it is read.
        placeInLists(
          cache,
          "contactMessages",
          { __ref: ref },
          {
            includes: (item, args, readField) => !args.unreadOnly || readField("read", item) === false,
            compare: (a, b, _args, readField) =>
              (readField<string>("createdAt", b) ?? "").localeCompare(readField<string>("createdAt", a) ?? ""),
          },
        );
      },
    });
  return [markRead, result] as const;
}
