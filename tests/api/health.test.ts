import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

describe("operations endpoints", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers /health while the process is up", async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers /ready once the database is reachable and migrated", async () => {
    const response = await fetch(`${server.url}/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
  });

  it("sends the security headers on every response", async () => {
    const response = await fetch(`${server.url}/health`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("gives every response a request id, keeping a sane one the caller sent", async () => {
    const generated = await fetch(`${server.url}/health`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${server.url}/health`, { headers: { "x-request-id": "trace-123" } });
    expect(given.headers.get("x-request-id")).toBe("trace-123");
  });
});

describe("response compression", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("compresses text answers for clients that accept it", async () => {
    const query = JSON.stringify({ query: "{ __schema { types { name description } } }" });
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip" },
      body: query,
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = (await response.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(10);
  });
});
