import { Client } from "pg";
import type { EntityManager } from "typeorm";
import { isDatabaseUnavailable } from "../../server/src/kernel/errors";
import { until } from "../support/poll";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const IN_FLIGHT = 3;

describe("database connection loss", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers the requests whose connections are terminated 503 SERVICE_UNAVAILABLE, then serves again", async () => {
    // Signed in, so the public cache cannot answer: every one needs a connection of the pool.
    const token = server.staffToken();
    const query = () => server.graphql("{ news(first: 5) { nodes { id } } }", {}, { token });
    const database = new URL(server.config.database.url!).pathname.slice(1);

    // The table locked, so the requests wait inside the database, on connections about to be terminated.
    const locker = new Client({ connectionString: server.config.database.url });
    await locker.connect();
    const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE news IN ACCESS EXCLUSIVE MODE");
      const answers = Promise.all(Array.from({ length: IN_FLIGHT }, query));
      const waiting = async () =>
        (
          await admin.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
            [database],
          )
        ).rows[0].n;
      while ((await waiting()) < IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 20));
      // What an administrator's pg_terminate_backend, a failover or a restart does to open connections (57P01).
      const terminated = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2",
        [database, (await locker.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid],
      );
      expect(terminated.rowCount).toBeGreaterThanOrEqual(IN_FLIGHT);
      await locker.query("ROLLBACK");

      for (const answer of await answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers?.get("retry-after")).toBe("5");
        expect(answer.errors?.[0]?.extensions).toEqual({ code: "SERVICE_UNAVAILABLE" });
      }
    } finally {
      await locker.end();
      await admin.end();
    }

    // The pool replaces the connections it lost: the next requests are served, without a restart.
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await query();
      expect(answer.errors).toBeUndefined();
      expect(answer.status).toBe(200);
    }
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
  });

  // A crash between statements leaves no query to fail with a code: TypeORM's next statement fails instead.
  it.each([
    {
      through: "a query builder",
      failsWith: "QueryRunnerAlreadyReleasedError",
      next: (manager: EntityManager) =>
        manager.createQueryBuilder().select("count(*)").from("news", "news").getRawOne(),
    },
    {
      through: "the manager",
      failsWith: "QueryRunnerProviderAlreadyReleasedError",
      next: (manager: EntityManager) => manager.query("SELECT count(*) FROM news"),
    },
  ])(
    "counts a transaction whose connection is lost between two statements as the database out of reach ($through)",
    async ({ failsWith, next }) => {
      const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
      await admin.connect();
      try {
        const failure = await server.dataSource
          .transaction(async (manager) => {
            const [{ pid }] = await manager.query<{ pid: number }[]>("SELECT pg_backend_pid() AS pid");
            await admin.query("SELECT pg_terminate_backend($1)", [pid]);
            await until(() => manager.queryRunner?.isReleased === true);
            await next(manager);
          })
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(failure).toMatchObject({ name: failsWith });
        expect(isDatabaseUnavailable(failure)).toBe(true);
      } finally {
        await admin.end();
      }
      expect((await server.graphql("{ news(first: 1) { nodes { id } } }")).status).toBe(200);
    },
  );
});
