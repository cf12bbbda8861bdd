import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";
import { trickle } from "../support/trickle";

describe("HTTP timeouts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ HTTP_REQUEST_TIMEOUT_MS: "3000", HTTP_HEADERS_TIMEOUT_MS: "1500" });
  });
  afterAll(() => server.close());

  it("cuts off a body trickled a byte at a time once the request's time is up", async () => {
    const body = JSON.stringify({ query: "{ school { name } }" });
    const { answer, closedAfterMs } = await trickle(
      server.url,
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      500,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Within the request timeout and the once-a-second check, not the body's 15 s of trickling.
    expect(closedAfterMs).toBeGreaterThanOrEqual(2900);
    expect(closedAfterMs).toBeLessThan(6000);
  });

  it("cuts off headers that never finish, sooner", async () => {
    const { answer, closedAfterMs } = await trickle(
      server.url,
      "GET /health HTTP/1.1\r\nHost: localhost\r\n",
      "X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      500,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it("still answers a request sent at a normal pace", async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
