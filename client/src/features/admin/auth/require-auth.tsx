import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../../components/ui/state-message";
import { adminPaths } from "../paths";
import type { SessionUser } from "../../../lib/auth-session";
import { useAuth } from "./use-auth";

/** Where the guard came from, so sign-in can return there. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Admin pages need a signed-in staff member; anyone else signs in first and comes back. One the
 * school requires two-factor of sets it up first.
 */
export function RequireAuth({ children }: { children: (user: SessionUser) => ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === "unknown") return <LoadingState label="Loading authentication..." />;
  if (auth.status === "signed-out") {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={adminPaths.login} replace state={state} />;
  }
  if (auth.mustSetUpTwoFactor) return <Navigate to={adminPaths.twoFactorSetup} replace />;
  return children(auth.user);
}
