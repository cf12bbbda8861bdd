import { createHash, webcrypto } from "node:crypto";
import { print } from "graphql";
import { UrgentAnnouncementDocument } from "../gql/graphql";
import { sessionTokens } from "../test/admin";
import { apolloClient } from "./apollo-client";
import { authSession } from "./auth-session";
import { previewContext } from "./preview-link";

/**
 * Only the network is faked: the app's own Apollo client sends each query through its real links to
 * `fetch`, which answers like the /graphql endpoint would.
 */
interface SentRequest {
  method: string;
  url: URL;
  body?: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
  /** In lower case, as HttpLink writes them. */
  headers: Record<string, string>;
}

const NOT_FOUND = {
  errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }],
};
const ANSWER = { data: { announcements: { __typename: "AnnouncementConnection", nodes: [] } } };

let replies: unknown[] = [];
const sent: SentRequest[] = [];
const originalFetch = globalThis.fetch;

const fakeFetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  sent.push({
    method: init.method ?? "GET",
    url: new URL(input as string, "https://school.example"),
    body: typeof init.body === "string" ? (JSON.parse(init.body) as SentRequest["body"]) : undefined,
    headers: init.headers as Record<string, string>,
  });
  const text = JSON.stringify(replies.shift() ?? ANSWER);
  return Promise.resolve({
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
    text: () => Promise.resolve(text),
  } as unknown as Response);
});

const askUrgent = (context?: object) =>
  apolloClient.query({ query: UrgentAnnouncementDocument, variables: { first: 10 }, fetchPolicy: "no-cache", context });

describe("anonymousQueriesAsGetLink", () => {
  beforeAll(() => {
    globalThis.fetch = fakeFetch;
    // jsdom has no Web Crypto digest; a secure page in a browser has.
    Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle, configurable: true });
  });
  afterAll(() => {
    globalThis.fetch = originalFetch;
    Object.defineProperty(globalThis.crypto, "subtle", { value: undefined, configurable: true });
  });
  beforeEach(() => {
    replies = [];
    sent.length = 0;
  });
  afterEach(() => authSession.end());

  it("sends an anonymous query as GET with only its hash, and the full text by POST once the server asks", async () => {
    replies.push(NOT_FOUND, ANSWER, ANSWER);
    await askUrgent();
    await askUrgent();

    const [hashed, registering, again] = sent;
    expect(hashed.method).toBe("GET");
    expect(hashed.url.searchParams.has("query")).toBe(false);
    const { persistedQuery } = JSON.parse(hashed.url.searchParams.get("extensions") ?? "{}") as {
      persistedQuery: { sha256Hash: string };
    };
    expect(registering.method).toBe("POST");
    expect(registering.body?.extensions?.persistedQuery?.sha256Hash).toBe(persistedQuery.sha256Hash);
    // The hash the server checks the text against.
    expect(
      createHash("sha256")
        .update(registering.body?.query ?? "")
        .digest("hex"),
    ).toBe(persistedQuery.sha256Hash);
    expect(registering.body?.query).toBe(
      print(apolloClient.documentTransform.transformDocument(UrgentAnnouncementDocument)),
    );
    expect(again.method).toBe("GET");
    expect(again.url.searchParams.get("extensions")).toBe(hashed.url.searchParams.get("extensions"));
    // Apollo Server's CSRF prevention lets a GET through only with a header no plain form or link sends.
    expect(hashed.headers["apollo-require-preflight"]).toBe("true");
  });

  it("sends a signed-in staff member's query as POST with the full text and the token", async () => {
    authSession.start(sessionTokens("token-1"));
    await askUrgent();
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe("POST");
    expect(sent[0].headers.authorization).toBe("Bearer token-1");
    expect(sent[0].body?.query).toContain("query UrgentAnnouncement");
  });

  it("sends a preview link's query as POST", async () => {
    await askUrgent(previewContext("preview-token"));
    expect(sent.map((request) => request.method)).toEqual(["POST"]);
  });

  it("sends everything as POST where the page has no Web Crypto (plain http away from localhost)", async () => {
    Object.defineProperty(globalThis.crypto, "subtle", { value: undefined, configurable: true });
    try {
      await askUrgent();
    } finally {
      Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle, configurable: true });
    }
    expect(sent.map((request) => request.method)).toEqual(["POST"]);
    expect(sent[0].body?.query).toContain("query UrgentAnnouncement");
  });
});
