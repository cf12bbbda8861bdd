import type { ApolloCache } from "@apollo/client";

/** Moves the sidebar's unread count without asking the server again. */
export function shiftUnreadCount(cache: ApolloCache, by: number): void {
  if (by === 0) return;
  cache.modify<{ unreadContactMessageCount: number }>({
    fields: {
      unreadContactMessageCount: (count) => (typeof count === "number" ? Math.max(0, count + by) : count),
    },
  });
}
