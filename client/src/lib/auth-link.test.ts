import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { GraphQLError } from "graphql";
import { Observable } from "rxjs";
import { UnreadMessageCountDocument } from "../gql/graphql";
import { sessionTokens } from "../test/admin";
import { authHeaderLink, refreshOnUnauthenticatedLink } from "./auth-link";
import { authSession } from "./auth-session";

/** A server where 'token-1' has expired: it refuses it, renews the cookie once (unless told not to), and accepts 'token-2'. */
function fakeServer({ refuseRefresh = false } = {}) {
  const calls: { operation: string; authorization?: string }[] = [];
  let refreshes = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const authorization = (operation.getContext().headers as Record<string, string>)?.Authorization;
        calls.push({ operation: operation.operationName ?? "", authorization });
        setTimeout(() => {
          if (operation.operationName === "RefreshSession") {
            refreshes += 1;
            if (refuseRefresh || refreshes > 1)
              observer.next({
                errors: [
                  new GraphQLError("Refresh token has been revoked.", {
                    extensions: { code: "NotAuthorizedException" },
                  }),
                ],
              });
            else observer.next({ data: { refreshSession: sessionTokens("token-2") } });
          } else if (authorization === "Bearer token-2") {
            observer.next({ data: { unreadContactMessageCount: 3 } });
          } else {
            observer.next({ errors: [new GraphQLError("Access denied", { extensions: { code: "UNAUTHENTICATED" } })] });
          }
          observer.complete();
        }, 10);
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([refreshOnUnauthenticatedLink, authHeaderLink, link]),
    cache: new InMemoryCache(),
  });
  return { client, calls };
}

describe("refreshOnUnauthenticatedLink", () => {
  beforeEach(() => authSession.start(sessionTokens("token-1")));

  it("refreshes once on UNAUTHENTICATED and retries with the new token", async () => {
    const { client, calls } = fakeServer();
    const { data } = await client.query({ query: UnreadMessageCountDocument, fetchPolicy: "no-cache" });
    expect(data?.unreadContactMessageCount).toBe(3);
    expect(calls.map((call) => call.operation)).toEqual(["UnreadMessageCount", "RefreshSession", "UnreadMessageCount"]);
    expect(calls[2].authorization).toBe("Bearer token-2");
  });

  it("shares one refresh between requests that fail together, since a second would spend a used cookie", async () => {
    const { client, calls } = fakeServer();
    const results = await Promise.all(
      [1, 2, 3].map(() => client.query({ query: UnreadMessageCountDocument, fetchPolicy: "no-cache" })),
    );
    expect(results.map(({ data }) => data?.unreadContactMessageCount)).toEqual([3, 3, 3]);
    expect(calls.filter((call) => call.operation === "RefreshSession")).toHaveLength(1);
    expect(authSession.get()).toMatchObject({ status: "signed-in", accessToken: "token-2" });
  });

  it("gives up after one retry and ends the session when the refresh is refused", async () => {
    const refused = fakeServer({ refuseRefresh: true });
    await expect(refused.client.query({ query: UnreadMessageCountDocument, fetchPolicy: "no-cache" })).rejects.toThrow(
      "Access denied",
    );
    expect(authSession.get().status).toBe("signed-out");
  });
});
