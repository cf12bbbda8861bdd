import { getIntrospectionQuery } from "graphql";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

function messagesOf(result: { errors?: { message: string }[] }): string {
  return (result.errors ?? []).map((error) => error.message).join("\n");
}

describe("GraphQL guardrails", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers the standard introspection query, for integrators' tools", async () => {
    const result = await server.graphql(getIntrospectionQuery());
    expect(result.errors).toBeUndefined();
    expect(result.data?.__schema.queryType.name).toBe("Query");
  });

  it("refuses queries deeper than 8 levels", async () => {
    const deep = "{ a { b { c { d { e { f { g { h { i } } } } } } } } }";
    const result = await server.graphql(deep);
    expect(messagesOf(result)).toMatch(/depth limit of 8/i);
  });

  it("counts a fragment by its fields, not as an extra level", async () => {
    const nested = `{ ...Root } fragment Root on Query { news { ...List } } fragment List on NewsConnection { nodes { ...Card } } fragment Card on News { ...Picture }
      fragment Picture on News { responsiveImage { ...Size } } fragment Size on ResponsiveImage { width height }`;
    expect((await server.graphql(nested)).errors).toBeUndefined();
  });

  it("refuses more than 15 aliases", async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: school { name }`).join(" ");
    expect(messagesOf(await server.graphql(`{ ${aliases} }`))).toMatch(/aliases limit of 15/i);
    const allowed = Array.from({ length: 15 }, (_, i) => `a${i}: school { name }`).join(" ");
    expect((await server.graphql(`{ ${allowed} }`)).errors).toBeUndefined();
  });

  it("refuses documents of more than 1,000 tokens, as a bad request", async () => {
    const fields = Array.from({ length: 1000 }, () => "name").join(" ");
    const result = await server.graphql(`{ school { ${fields} } }`);
    expect(result.status).toBe(400);
    expect(messagesOf(result)).toMatch(/more tha[nt] 1000 tokens/i);
    expect(result.errors?.[0].extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
  });

  it("answers a document that does not parse with GRAPHQL_PARSE_FAILED: 400 in the GraphQL media type, 200 in plain JSON", async () => {
    for (const [accept, status] of [
      ["application/json", 200],
      ["application/graphql-response+json", 400],
    ] as const) {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept },
        body: JSON.stringify({ query: "{news(first:1){nodes{id}" }),
      });
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain(accept);
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0].extensions.code).toBe("GRAPHQL_PARSE_FAILED");
      expect(body.errors[0].message).toMatch(/^Syntax Error/);
    }
  });

  it("refuses queries costing more than 5,000", async () => {
    const fragment = "fragment F on News { id title excerpt content date category image createdAt updatedAt }";
    const spreads = Array.from({ length: 300 }, () => "...F").join(" ");
    const result = await server.graphql(`{ news { nodes { ${spreads} } } } ${fragment}`);
    expect(messagesOf(result)).toMatch(/cost limit of 5000/i);
  });

  it("refuses batched requests", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ school { name } }" }, { query: "{ school { name } }" }]),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/batching/i);
  });

  it("refuses JSON bodies over 100 KB with 413 and no stack trace", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ school { name } }", variables: { padding: "x".repeat(101 * 1024) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body too large" });
  });

  it("refuses a GET query without a preflight header (CSRF prevention)", async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ school { name } }")}`);
    expect(response.status).toBe(400);
  });

  it("masks unexpected errors: no stack trace, SQL or detail reaches the client", async () => {
    await server.dataSource.query("ALTER TABLE news RENAME TO news_away");
    try {
      const result = await server.graphql("{ news { nodes { id } } }");
      expect(result.errors).toEqual([
        {
          message: "Internal server error",
          locations: expect.any(Array),
          path: ["news"],
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        },
      ]);
      expect(JSON.stringify(result)).not.toMatch(/relation|news_away|stack|at /i);
    } finally {
      await server.dataSource.query("ALTER TABLE news_away RENAME TO news");
    }
  });

  it("keeps stack traces out of validation errors too", async () => {
    const result = await server.graphql("{ nope }");
    expect(result.errors?.[0].extensions).toEqual({ code: "GRAPHQL_VALIDATION_FAILED" });
  });
});

describe("introspection switched off", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ GRAPHQL_INTROSPECTION: "false" });
  });
  afterAll(() => server.close());

  it("refuses introspection and gives no field suggestions", async () => {
    const introspection = await server.graphql("{ __schema { types { name } } }");
    expect(messagesOf(introspection)).toMatch(/introspection/i);
    const typo = await server.graphql("{ schol { name } }");
    expect(messagesOf(typo)).not.toMatch(/did you mean/i);
  });

  it("still serves ordinary queries", async () => {
    const result = await server.graphql("{ school { name } }");
    expect(result.data?.school.name).toEqual(expect.any(String));
  });
});
