import { METRICS_TOKEN, valueOf } from "../support/metrics";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

describe("GET /metrics", () => {
  let server: TestServer;
  const scrape = async (token = METRICS_TOKEN) => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
  };
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN });
  });
  afterAll(() => server.close());

  it("is not public: a wrong token or none is refused", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await scrape("not-the-metrics-token-at-all-0123")).status).toBe(401);
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("counts requests by route pattern and GraphQL errors by code", async () => {
    const before = await scrape();
    const requestsBefore =
      valueOf(before.text, "http_requests_total", { route: "/graphql", method: "POST", status: "200" }) ?? 0;
    await server.graphql("query SchoolName { school { name } }");
    // Signed in, so not answered from the public cache: the operation runs again.
    await server.graphql("query SchoolName { school { name } }", {}, { token: server.staffToken() });
    await server.graphql('{ newsItem(id: "00000000-0000-4000-8000-000000000000") { id } }');
    await fetch(`${server.url}/api/news/00000000-0000-4000-8000-000000000000`);
    const after = await scrape();
    expect(valueOf(after.text, "http_requests_total", { route: "/graphql", method: "POST", status: "200" })).toBe(
      requestsBefore + 3,
    );
    // Routes are patterns, never addresses with ids in them.
    expect(valueOf(after.text, "http_requests_total", { route: "/api/news/:id", status: "404" })).toBe(1);
    expect(after.text).not.toContain("00000000-0000-4000-8000-000000000000");
    expect(valueOf(after.text, "graphql_operation_duration_seconds_count", { operation: "SchoolName" })).toBe(2);
    expect(valueOf(after.text, "graphql_errors_total", { code: "NOT_FOUND" })).toBe(1);
  });

  it("reports the pool, the public cache, the job queue and both outboxes", async () => {
    await server.graphql("{ school { name } }");
    await server.graphql("{ school { name } }");
    await server.dataSource.query(
      `INSERT INTO mail_outbox (recipient, subject, text, next_attempt_at, give_up_at)
       VALUES ('a@example.org', 'One', 'x', now(), now() + interval '1 day'),
              ('b@example.org', 'Two', 'y', now(), now() + interval '1 day')`,
    );
    // Three pushes waiting and one already sent, which is no backlog.
    await server.dataSource.query(
      `INSERT INTO push_outbox (payload, batch, status, next_attempt_at)
       SELECT '{}', 'send-1', status, now() FROM unnest(ARRAY['queued', 'queued', 'queued', 'sent']) AS status`,
    );
    const { text } = await scrape();
    expect(valueOf(text, "db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    expect(valueOf(text, "db_pool_connections", { state: "waiting" })).toBe(0);
    expect(valueOf(text, "public_cache_lookups", { result: "hit" })).toBeGreaterThan(0);
    expect(valueOf(text, "public_cache_hit_ratio")).toBeGreaterThan(0);
    expect(valueOf(text, "job_queue_depth")).toBe(0);
    expect(valueOf(text, "outbox_backlog", { outbox: "mail" })).toBe(2);
    expect(valueOf(text, "outbox_backlog", { outbox: "push" })).toBe(3);
  });
});

describe("GET /metrics without a token configured", () => {
  it("does not exist", async () => {
    const server = await startTestServer();
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
