import { Badge } from "@chakra-ui/react";
import { useUnreadMessageCount } from "../api/unread-message-count";

/** How many contact messages no one has read yet; nothing when none. */
export function UnreadMessagesBadge() {
  const { data } = useUnreadMessageCount();
  const unread = data?.unreadContactMessageCount;
  return unread ? (
    <Badge colorPalette="accent" variant="solid" aria-label={`${unread} unread`}>
      {unread}
    </Badge>
  ) : null;
}
