import { ApolloLink, CombinedGraphQLErrors, ServerError } from "@apollo/client";
import type { ErrorLike } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { from, mergeMap, throwError } from "rxjs";
import { refreshSession } from "../api/refresh-session";
import { authSession } from "./auth-session";

/** The server's CSRF check lets multipart requests (uploads) through only with this header. */
export const PREFLIGHT_HEADER = { "Apollo-Require-Preflight": "true" };

/** Every request carries the staff member's access token, when there is one. */
export const authHeaderLink = new ApolloLink((operation, forward) => {
  const token = authSession.accessToken();
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...PREFLIGHT_HEADER, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }));
  return forward(operation);
});

/** The school requires two-factor of a staff member who has not set it up (it came on while signed in). */
export const twoFactorSetupLink = new ErrorLink(({ error }) => {
  if (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === "TWO_FACTOR_SETUP_REQUIRED")
  )
    authSession.holdForTwoFactorSetup(true);
});

function isUnauthenticated(error: ErrorLike): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === "UNAUTHENTICATED");
}

/** An expired or revoked access token: refresh once (shared with any refresh under way), then retry once. */
export const refreshOnUnauthenticatedLink = new ErrorLink(({ error, operation, forward }) => {
  // The refresh itself goes through this link: refreshing to retry it would wait on itself.
  if (!isUnauthenticated(error) || operation.getContext().authRetried || operation.operationName === "RefreshSession")
    return;
  operation.setContext({ authRetried: true });
  return from(refreshSession(operation.client)).pipe(
    mergeMap((renewed) => (renewed ? forward(operation) : throwError(() => error))),
  );
});
