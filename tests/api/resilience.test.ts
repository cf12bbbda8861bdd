import { Client } from "pg";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

describe("database connection loss", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("fails requests cleanly while connections are lost, then serves again without a crash", async () => {
    const query = "{ news { nodes { id } } }";
    // Warm the pool so it holds idle connections to lose.
    await Promise.all(Array.from({ length: 4 }, () => server.graphql(query)));

    const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      const database = new URL(server.config.database.url!).pathname.slice(1);
      const killed = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
        database,
      ]);
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }

    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const result = await server.graphql(query);
      expect(result.status).toBe(200);
      if (result.errors) {
        expect(result.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR" });
        outcomes.push("failed");
      } else {
        outcomes.push("served");
      }
    }
    expect(outcomes.slice(-3)).toEqual(["served", "served", "served"]);
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
  });
});
