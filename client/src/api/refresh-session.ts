import type { ApolloClient } from "@apollo/client";
import { graphql } from "../gql";
import { authSession } from "../lib/auth-session";

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
    const { data } = await client.mutate({ mutation: RefreshSessionMutation, fetchPolicy: "no-cache" });
    if (!data) throw new Error("refreshSession answered no data");
    return data.refreshSession;
  });
}
