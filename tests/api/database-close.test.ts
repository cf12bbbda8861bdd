import type { Pool } from "pg";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { closeDataSource, createDataSource } from "../../server/src/db/data-source";
import { createLogger } from "../../server/src/logger";

const SLEEP_MS = 300;

describe("closing the database at shutdown", () => {
  /** A data source of the test database with `poolMax` connections, connected. */
  const opened = async (poolMax: number) => {
    const url = process.env.TEST_ADMIN_DATABASE_URL;
    if (!url) throw new Error("TEST_ADMIN_DATABASE_URL is not set: run the tests through jest");
    const dataSource = createDataSource({ url, poolMax, connectTimeoutMs: 5000, logger: createLogger("silent") });
    return dataSource.initialize();
  };

  it("hands a connection on only once its query is done, then closes", async () => {
    const dataSource = await opened(1);
    try {
      const pool = (dataSource.driver as PostgresDriver).master as Pool;
      const startedAt = Date.now();
      // A request still reading through TypeORM, and another waiting for the one connection, straight from the pool.
      const reading = dataSource.query<{ done: boolean }[]>(`SELECT true AS done FROM pg_sleep(${SLEEP_MS / 1000})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      let handedOnAt = 0;
      pool.once("acquire", () => {
        handedOnAt = Date.now();
      });
      const waiting = pool.query<{ one: number }>("SELECT 1 AS one");

      await closeDataSource(dataSource);

      await expect(reading).resolves.toEqual([{ done: true }]);
      await expect(waiting.then((result) => result.rows)).resolves.toEqual([{ one: 1 }]);
      // Handed on while busy, it would have been at the close (~50 ms): pg queues the one query behind the other.
      expect(handedOnAt - startedAt).toBeGreaterThanOrEqual(SLEEP_MS);
      expect(dataSource.isInitialized).toBe(false);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
    }
  });

  it("closes after its wait even while a query runs on", async () => {
    const dataSource = await opened(2);
    const endless = dataSource.query("SELECT pg_sleep(5)").catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closeDataSource(dataSource, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(dataSource.isInitialized).toBe(false);
    await endless;
  });
});
