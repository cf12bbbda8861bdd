import type { ApolloClient } from "@apollo/client";
import { graphql } from "../gql";
import { RefreshRefused, authSession } from "../lib/auth-session";
import { errorCodeOf } from "../lib/graphql-errors";

/**
 * What every way of signing in answers, so the session starts the same way from each.
 * @fragment Codegen reads it here; documents spread it by name, so nothing imports it.
 */
export const SessionTokensFragment = graphql(`
  fragment SessionTokens_tokens on AuthTokens {
    accessToken
    expiresIn
    mustSetUpTwoFactor
    user {
      id
      username
      email
      role
    }
  }
`);

const RefreshSessionMutation = graphql(`
  mutation RefreshSession {
    refreshSession {
      ...SessionTokens_tokens
    }
  }
`);

/** Renews the session from the httpOnly cookie; false when there is no sign-in to renew. */
export function refreshSession(client: ApolloClient): Promise<boolean> {
  return authSession.refresh(async () => {
    const { data } = await client
      .mutate({ mutation: RefreshSessionMutation, fetchPolicy: "no-cache" })
      .catch((error: unknown) => {
        // An answer with a code is the server's verdict on the cookie; anything else may pass.
        const code = errorCodeOf(error);
        throw code && code !== "INTERNAL_SERVER_ERROR" ? new RefreshRefused(code) : error;
      });
    if (!data) throw new Error("refreshSession answered no data");
    return data.refreshSession;
  });
}
