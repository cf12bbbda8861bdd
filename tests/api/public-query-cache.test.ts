import { create, newsInput } from "../support/fixtures";
import { pluck } from "../support/json";
import type { Json } from "../support/json";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const LIST = "{ news { nodes { title } } }";

describe("public query cache", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function post(body: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return {
      cache: response.headers.get("x-cache"),
      status: response.status,
      body: (await response.json()) as Record<string, Json>,
    };
  }

  it("answers a repeated anonymous query from the cache with the same result", async () => {
    await create(server, "createNews", newsInput({ title: "Cached" }));
    const first = await post({ query: LIST });
    const second = await post({ query: LIST });
    expect(first.cache).toBeNull();
    expect(second.cache).toBe("HIT");
    expect(second.body).toEqual(first.body);
  });

  it("forgets everything when content changes, through the API or directly in the database", async () => {
    await post({ query: LIST });
    await create(server, "createNews", newsInput({ title: "Fresh article" }));
    const afterApiWrite = await post({ query: LIST });
    expect(afterApiWrite.cache).toBeNull();
    expect(pluck(afterApiWrite.body.data.news.nodes, "title")).toContain("Fresh article");

    await post({ query: LIST });
    await server.dataSource.query("UPDATE news SET title = 'Renamed in SQL' WHERE title = 'Fresh article'");
    const afterSqlWrite = await post({ query: LIST });
    expect(afterSqlWrite.cache).toBeNull();
    expect(pluck(afterSqlWrite.body.data.news.nodes, "title")).toContain("Renamed in SQL");
  });

  it("keys on variables and operation name too", async () => {
    const query = "query Pick($first: Int) { news(first: $first) { nodes { title } } }";
    await post({ query, variables: { first: 1 } });
    const other = await post({ query, variables: { first: 2 } });
    expect(other.cache).toBeNull();
  });

  it("never caches signed-in requests, errors or mutations", async () => {
    const token = server.staffToken();
    await post({ query: LIST }, { authorization: `Bearer ${token}` });
    expect((await post({ query: LIST }, { authorization: `Bearer ${token}` })).cache).toBeNull();

    const failing = "{ news(first: 500) { nodes { id } } }";
    await post({ query: failing });
    const again = await post({ query: failing });
    expect(again.cache).toBeNull();
    expect(again.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");

    const inactive = "{ announcements(includeInactive: true) { nodes { id } } }";
    await post({ query: inactive });
    expect((await post({ query: inactive })).cache).toBeNull();

    const mutation = { query: "mutation { signOut }" };
    await post(mutation);
    expect((await post(mutation)).cache).toBeNull();
  });
});

describe("public query cache switched off", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_QUERY_CACHE_TTL_MS: "0" });
  });
  afterAll(() => server.close());

  it("runs every query", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: LIST }),
      });
      expect(response.headers.get("x-cache")).toBeNull();
    }
  });
});

describe("public query cache bounded by size", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_QUERY_CACHE_MAX_BYTES: "1000000" });
  });
  afterAll(() => server.close());

  it("keeps answers up to its size in bytes, the least recently used leaving first, however few they are", async () => {
    // Ten long articles: each answer below is about 400 KB, so the 1 MB cache holds two of them.
    for (let index = 0; index < 10; index++)
      await create(server, "createNews", newsInput({ title: `Long read ${index}`, content: "word ".repeat(8_000) }));
    const ask = async (copy: number) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        // The same question written four ways (a comment differs): four answers to keep.
        body: JSON.stringify({ query: `# copy ${copy}\n{ news(first: 10) { nodes { title content } } }` }),
      });
      expect(response.status).toBe(200);
      expect((await response.text()).length).toBeGreaterThan(350_000);
      return response.headers.get("x-cache");
    };
    for (const copy of [1, 2, 3, 4]) expect(await ask(copy)).toBeNull();
    expect(await ask(4)).toBe("HIT");
    expect(await ask(3)).toBe("HIT");
    // The oldest went to make room.
    expect(await ask(1)).toBeNull();
  });
});
