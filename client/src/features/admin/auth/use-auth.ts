import { useApolloClient } from "@apollo/client/react";
import { useEffect, useSyncExternalStore } from "react";
import { refreshSession } from "../../../api/refresh-session";
import { authSession } from "../../../lib/auth-session";
import type { AuthState } from "../../../lib/auth-session";

/**
 * The staff session. After a reload the token is gone (it lives in memory only), so the first
 * use asks the refresh cookie for a new one; later refreshes run shortly before it expires.
 */
export function useAuth(): AuthState {
  const client = useApolloClient();
  const state = useSyncExternalStore(authSession.subscribe, authSession.get, authSession.get);
  useEffect(() => {
    authSession.onExpiring(() => void refreshSession(client));
    if (authSession.get().status === "unknown") void refreshSession(client);
  }, [client]);
  return state;
}
