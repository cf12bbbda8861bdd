import { serverAudits } from "graphql-http";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/**
 * The GraphQL-over-HTTP specification's own conformance audit (graphql-http's): every MUST and every
 * SHOULD holds. What only MAY be done is reported by the audit as a notice and left as it is.
 */
describe("GraphQL over HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("passes the graphql-http audit's MUST and SHOULD checks", async () => {
    const audits = serverAudits({ url: `${server.url}/graphql`, fetchFn: fetch });
    const failed: string[] = [];
    let passed = 0;
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status === "ok") passed++;
      else if (result.status !== "notice") failed.push(`${audit.name}: ${result.reason}`);
    }
    expect(failed).toEqual([]);
    expect(passed).toBeGreaterThan(40);
  });
});
