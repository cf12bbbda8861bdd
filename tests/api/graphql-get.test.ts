import { createHash } from "node:crypto";
import { create, newsInput } from "../support/fixtures";
import type { Json } from "../support/json";
import { GRAPHQL_RESPONSE_ACCEPT, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const LIST = "query LatestNews { news(first: 5) { nodes { title } } }";
const PRIVATE = "private, no-store";
const SECOND = 1000;

const sha256 = (query: string) => createHash("sha256").update(query).digest("hex");
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });
/**
 * A revalidation as a browser's cache sends it. `max-age=0` stands in for the `no-cache` that fetch adds
 * to a request carrying If-None-Match itself, which would ask for a full answer.
 */
const revalidating = (etag: string | null) => ({ "if-none-match": etag ?? "", "cache-control": "max-age=0" });
/**
 * A write empties the cache twice: at once, and again when Postgres's notice of it comes back through the
 * change feed. An answer computed across that notice is kept private (it may predate the write), so the
 * tests let the notice arrive before they look at caching.
 */
const changeFeedSettled = () => new Promise((resolve) => setTimeout(resolve, 500));

describe("GraphQL over GET with persisted queries", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await create(server, "createNews", newsInput({ title: "Sports day results" }));
    await changeFeedSettled();
  });
  afterAll(() => server.close());

  /** A GET as Apollo Client sends it: the preflight header that CSRF prevention asks of every GET. */
  async function get(params: Record<string, unknown>, headers: Record<string, string> = {}) {
    const search = new URLSearchParams(
      Object.entries(params).map(([name, value]): [string, string] => [
        name,
        typeof value === "string" ? value : JSON.stringify(value),
      ]),
    );
    const response = await fetch(`${server.url}/graphql?${search.toString()}`, {
      headers: { accept: GRAPHQL_RESPONSE_ACCEPT, "apollo-require-preflight": "true", ...headers },
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: (text ? JSON.parse(text) : null) as Record<string, Json> | null,
    };
  }

  async function post(body: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: GRAPHQL_RESPONSE_ACCEPT, ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, Json>,
    };
  }

  /** What the client does after PERSISTED_QUERY_NOT_FOUND: the full query with its hash, by POST. */
  const register = (query: string) => post({ query, extensions: persisted(query) });

  it("answers an anonymous GET by hash with a public, shortly cacheable answer and an ETag, then 304", async () => {
    expect((await register(LIST)).status).toBe(200);

    const first = await get({ operationName: "LatestNews", extensions: persisted(LIST) });
    expect(first.status).toBe(200);
    expect(first.body?.data).toEqual({ news: { nodes: [{ title: "Sports day results" }] } });
    expect(first.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=30");
    expect(first.headers.get("vary")).toMatch(/Authorization.*Cookie.*X-Preview-Token/);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();

    const again = await get({ operationName: "LatestNews", extensions: persisted(LIST) }, revalidating(etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=30");
  });

  it("keeps the ETag when the server's own cache answers, and changes it when the content does", async () => {
    const first = await get({ extensions: persisted(LIST) });
    const fromCache = await get({ extensions: persisted(LIST) });
    expect(fromCache.headers.get("x-cache")).toBe("HIT");
    expect(fromCache.headers.get("etag")).toBe(first.headers.get("etag"));

    await create(server, "createNews", newsInput({ title: "Choir tour" }));
    const changed = await get({ extensions: persisted(LIST) }, revalidating(first.headers.get("etag")));
    expect(changed.status).toBe(200);
    expect(changed.text).toContain("Choir tour");
    await changeFeedSettled();
  });

  it("answers a POST without an ETag, which no one could revalidate it with, but with its exact length", async () => {
    const answer = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: GRAPHQL_RESPONSE_ACCEPT },
      body: JSON.stringify({ query: LIST }),
    });
    const text = await answer.text();
    expect(answer.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({
      data: { news: { nodes: expect.arrayContaining([{ title: "Sports day results" }]) } },
    });
    expect(answer.headers.get("etag")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe(PRIVATE);
    expect(Number(answer.headers.get("content-length"))).toBe(Buffer.byteLength(text));
  });

  it("answers a hash it does not know with PERSISTED_QUERY_NOT_FOUND, kept by no one", async () => {
    const unknown = await get({ extensions: persisted("{ news { nodes { id title } } }") });
    expect(unknown.body?.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(unknown.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("lets integrators send the query's text over GET too, cached the same way", async () => {
    const answer = await get({ query: "{ news(first: 1) { pageInfo { hasNextPage } } }" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public, max-age=30/);
  });

  it("keeps a signed-in staff member's GET private, even for a query anyone may ask", async () => {
    await register(LIST);
    const staff = await get({ extensions: persisted(LIST) }, { authorization: `Bearer ${server.staffToken()}` });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe(PRIVATE);

    const unpublished = "{ news(includeUnpublished: true) { nodes { title } } }";
    const staffList = await get({ query: unpublished }, { authorization: `Bearer ${server.staffToken()}` });
    expect(staffList.body?.data).toBeTruthy();
    expect(staffList.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("keeps a GET from a browser holding a staff sign-in private", async () => {
    const withSession = await get({ extensions: persisted(LIST) }, { cookie: "refresh_token=abc" });
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("keeps a preview link's GET private", async () => {
    const preview = await get({ extensions: persisted(LIST) }, { "x-preview-token": "any-token" });
    expect(preview.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("keeps failed queries private", async () => {
    const failing = await get({ query: "{ news(first: 500) { nodes { id } } }" });
    expect(failing.body?.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(failing.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("refuses a mutation over GET", async () => {
    const mutation = await get({ query: "mutation { signOut }" });
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get("allow")).toBe("POST");
  });

  it("keeps POST answers private, from the server's cache too", async () => {
    const first = await post({ query: LIST });
    const second = await post({ query: LIST });
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect([first.headers.get("cache-control"), second.headers.get("cache-control")]).toEqual([PRIVATE, PRIVATE]);
  });

  it("never lets a cache keep an answer past a scheduled publication, stale window included", async () => {
    const publishAt = new Date(server.clock.now().getTime() + 45 * SECOND).toISOString();
    await create(
      server,
      "createNews",
      newsInput({ title: "Term dates", publication: { action: "SCHEDULE", publishAt } }),
    );
    await changeFeedSettled();
    expect((await get({ extensions: persisted(LIST) })).headers.get("cache-control")).toBe(
      "public, max-age=30, stale-while-revalidate=15",
    );

    server.clock.advance(40 * SECOND);
    const late = await get({ extensions: persisted(LIST) });
    expect(late.headers.get("x-cache")).toBe("HIT");
    expect(late.headers.get("cache-control")).toBe("public, max-age=5, stale-while-revalidate=0");

    server.clock.advance(5 * SECOND);
    const published = await get({ extensions: persisted(LIST) });
    expect(published.text).toContain("Term dates");
    expect(published.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=30");
  });
});

describe("GraphQL over GET with the server's cache off", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_QUERY_CACHE_TTL_MS: "0" });
  });
  afterAll(() => server.close());

  it("still lets browsers and CDNs keep anonymous answers, and answers a matching ETag 304", async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent("{ news(first: 1) { pageInfo { hasNextPage } } }")}`;
    const headers = { "apollo-require-preflight": "true" };
    const first = await fetch(url, { headers });
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=30/);
    expect(first.headers.get("x-cache")).toBeNull();
    const again = await fetch(url, { headers: { ...headers, ...revalidating(first.headers.get("etag")) } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});
