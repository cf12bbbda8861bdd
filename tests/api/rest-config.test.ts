import { ConfigError, loadConfig } from "../../server/src/config";
import { newsInput } from "../support/fixtures";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const PARTNER = "https://partner.example.org";

function preflight(server: TestServer, path: string, origin: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization,content-type",
    },
  });
}

describe("REST configuration", () => {
  it("serves under /api with no CORS origins by default", () => {
    expect(loadConfig({})).toMatchObject({ apiBasePath: "/api", corsOrigins: [] });
  });

  it("reads the base path and a comma-separated list of origins", () => {
    expect(
      loadConfig({ API_BASE_PATH: "/rest/v1", CORS_ORIGINS: ` ${PARTNER}, http://localhost:5173 ,` }),
    ).toMatchObject({
      apiBasePath: "/rest/v1",
      corsOrigins: [PARTNER, "http://localhost:5173"],
    });
  });

  it.each([
    ["API_BASE_PATH", "api"],
    ["API_BASE_PATH", "/api/"],
    ["API_BASE_PATH", "/"],
    ["API_BASE_PATH", "/graphql"],
    ["API_BASE_PATH", "/files/api"],
    ["CORS_ORIGINS", "*"],
    ["CORS_ORIGINS", "partner.example.org"],
    ["CORS_ORIGINS", `${PARTNER}/`],
    ["CORS_ORIGINS", `${PARTNER}/page`],
    ["CORS_ORIGINS", "ftp://partner.example.org"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe("REST under another base path", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ API_BASE_PATH: "/rest/v1" });
  });
  afterAll(() => server.close());

  it("serves the paths, their Location and the OpenAPI document there", async () => {
    const created = await fetch(`${server.url}/rest/v1/news`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${server.staffToken()}` },
      body: JSON.stringify(newsInput()),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toMatch(/^\/rest\/v1\/news\/[0-9a-f-]{36}$/);
    expect((await fetch(`${server.url}/rest/v1/news`)).status).toBe(200);
    const document = (await (await fetch(`${server.url}/rest/v1/openapi.json`)).json()) as { servers: unknown };
    expect(document.servers).toEqual([{ url: "/rest/v1" }]);
    const unknown = await fetch(`${server.url}/rest/v1/nothing`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: "Not found" }]);
  });
});

describe("CORS", () => {
  describe("by default", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it("sends no CORS headers, so only the site's own pages can read answers", async () => {
      const read = await fetch(`${server.url}/api/news`, { headers: { origin: PARTNER } });
      expect(read.status).toBe(200);
      expect(read.headers.get("access-control-allow-origin")).toBeNull();
      for (const path of ["/api/news", "/graphql"]) {
        expect((await preflight(server, path, PARTNER)).headers.get("access-control-allow-origin")).toBeNull();
      }
    });
  });

  describe("with CORS_ORIGINS", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ CORS_ORIGINS: `${PARTNER},http://localhost:5173` });
    });
    afterAll(() => server.close());

    it.each(["/api/news", "/api/news/00000000-0000-4000-8000-000000000001", "/graphql"])(
      "lets a listed origin preflight %s",
      async (path) => {
        const answer = await preflight(server, path, PARTNER);
        expect(answer.status).toBe(204);
        expect(answer.headers.get("access-control-allow-origin")).toBe(PARTNER);
        expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
        expect(answer.headers.get("access-control-allow-headers")).toBe("authorization,content-type");
        expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
      },
    );

    it("lets a listed origin read answers, with the headers a client needs", async () => {
      const read = await fetch(`${server.url}/api/news`, { headers: { origin: "http://localhost:5173" } });
      expect(read.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
      expect(read.headers.get("access-control-expose-headers")).toBe("Link,Location,X-Request-Id");
      expect(read.headers.get("vary")).toMatch(/Origin/);
      const graphql = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { origin: PARTNER, "content-type": "application/json" },
        body: JSON.stringify({ query: "{ school { name } }" }),
      });
      expect(graphql.headers.get("access-control-allow-origin")).toBe(PARTNER);
    });

    it("gives any other origin nothing", async () => {
      const other = "https://elsewhere.example.com";
      expect(
        (await fetch(`${server.url}/api/news`, { headers: { origin: other } })).headers.get(
          "access-control-allow-origin",
        ),
      ).toBeNull();
      expect((await preflight(server, "/api/news", other)).headers.get("access-control-allow-origin")).toBeNull();
    });

    it("keeps Apollo's CSRF prevention on /graphql", async () => {
      const simple = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ school { name } }")}`, {
        headers: { origin: PARTNER },
      });
      expect(simple.status).toBe(400);
      expect(await simple.text()).toMatch(/CSRF/i);
    });
  });
});
