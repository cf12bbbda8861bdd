import { newsInput } from "../support/fixtures";
import { rest } from "../support/rest";
import { GRAPHQL_RESPONSE_ACCEPT, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const NUL = "\u0000";
const SEARCH = "query ($s: String) { news(first: 1, search: $s) { nodes { id } } }";

/** `{"a":{"a":…1…}}`, `levels` deep, written out by hand: JSON.stringify would overflow on it first. */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** Input that once made the server answer 500: each is the caller's mistake, answered 400, and nothing is stored. */
describe("hostile input answers 400, never 500", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const expectBadUserInput = (result: {
    status: number;
    errors?: { message: string; extensions?: { code?: unknown } }[];
  }) => {
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    return result.errors![0].message;
  };

  it("refuses a NUL character in any GraphQL string: a search, a sign-in name, a title, a literal in the document", async () => {
    expect(expectBadUserInput(await server.graphql(SEARCH, { s: `net${NUL}ball` }))).toMatch(/NUL character/);
    expectBadUserInput(
      await server.graphql("mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { nextStep } }", {
        u: `admin${NUL}`,
        p: "whatever-1A!",
      }),
    );
    expectBadUserInput(
      await server.graphql(
        "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
        { input: newsInput({ title: `Sports${NUL}day` }) },
        { token: server.staffToken() },
      ),
    );
    expectBadUserInput(await server.graphql('{ news(first: 1, search: "a\\u0000b") { nodes { id } } }'));
    expect(await server.dataSource.query("SELECT count(*)::int AS n FROM news")).toEqual([{ n: 0 }]);
  });

  it("refuses a NUL character in a REST query parameter or body", async () => {
    const listed = await rest(server, "GET", "/news?search=a%00b");
    expect(listed.status).toBe(400);
    expect(listed.body).toEqual({ error: expect.stringMatching(/NUL character/) as unknown });
    const created = await rest(server, "POST", "/news", {
      token: server.staffToken(),
      body: newsInput({ title: `Sports${NUL}day` }),
    });
    expect(created.status).toBe(400);
    expect(await server.dataSource.query("SELECT count(*)::int AS n FROM news")).toEqual([{ n: 0 }]);
  });

  it("refuses variables nested thousands deep on an anonymous query, and serves the next request", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: GRAPHQL_RESPONSE_ACCEPT },
      body: `{"query":${JSON.stringify(SEARCH)},"variables":{"s":"x","deep":${nestedJson(5000)}}}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0].message).toMatch(/nest at most 32 levels/);
    expect((await server.graphql(SEARCH, { s: "x" })).status).toBe(200);
  });

  it("refuses a REST body nested thousands deep", async () => {
    const response = await rest(server, "POST", "/news", {
      token: server.staffToken(),
      body: `{"title":"x","deep":${nestedJson(5000)}}`,
    });
    expect(response.status).toBe(400);
  });
});
