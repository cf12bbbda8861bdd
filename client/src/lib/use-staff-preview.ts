import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { refreshSession } from "../api/refresh-session";
import { authSession } from "./auth-session";
import { isNotFound } from "./graphql-errors";

/**
 * For the page of one item, which staff open from the panel in a new tab to preview a draft: that tab
 * starts without the access token (it lives in one tab's memory), so the item is NOT_FOUND to it. When
 * the browser has a staff sign-in, renew it once and ask again. True while that is under way (from
 * the render after hydration, so the page the server sent hydrates as it is).
 */
export function useStaffPreview(error: unknown, refetch: () => Promise<unknown>): boolean {
  const client = useApolloClient();
  const [tried, setTried] = useState(false);
  // The server cannot see this browser's storage: its page, and so the first render here, says no.
  const mayRenew = useSyncExternalStore(
    authSession.subscribe,
    () => authSession.mayRenew(),
    () => false,
  );
  const renewing = !tried && isNotFound(error) && mayRenew;
  useEffect(() => {
    if (!renewing) return;
    void refreshSession(client)
      .then((renewed) => (renewed ? refetch() : undefined))
      .catch(() => undefined)
      .finally(() => setTried(true));
  }, [renewing, client, refetch]);
  return renewing;
}
