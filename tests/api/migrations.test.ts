import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { createDataSource } from "../../server/src/db/data-source";
import { runMigrationsOnce } from "../../server/src/db/open-database";
import { createLogger } from "../../server/src/logger";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/** Indexes and constraints are named and tuned in the migrations alone (trigram search, partial indexes). */
const NAMED_IN_MIGRATIONS = /\b(INDEX|CONSTRAINT)\b/;
/** Columns triggers keep and only SQL reads (site search words, news search text), which no entity loads. */
const KEPT_BY_POSTGRES = /"search_(vector|text)"/;

describe("migrations", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("are every file of db/migrations, each one class named with its file's timestamp", () => {
    const files = fs.readdirSync(path.join(__dirname, "../../server/src/db/migrations")).sort();
    const loaded = server.dataSource.migrations.map((migration) => `${migration.name}`);
    expect(loaded).toHaveLength(files.length);
    const timestampOf = (name: string) => /\d{13}/.exec(name)?.[0];
    expect(loaded.map(timestampOf).sort()).toEqual(files.map(timestampOf));
  });

  it("build the tables and columns the entities describe (write a migration with every entity change)", async () => {
    // What TypeORM's synchronize would still change after every migration ran.
    const pending = await server.dataSource.driver.createSchemaBuilder().log();
    const drift = pending.upQueries
      .map((query) => query.query)
      .filter((query) => !NAMED_IN_MIGRATIONS.test(query) && !KEPT_BY_POSTGRES.test(query));
    expect(drift).toEqual([]);
  });
});

describe("migrations when several instances start together", () => {
  const adminUrl = () => {
    const url = process.env.TEST_ADMIN_DATABASE_URL;
    if (!url) throw new Error("TEST_ADMIN_DATABASE_URL is not set: run the tests through jest");
    return url;
  };
  const database = `migrate_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  beforeAll(() => admin(`CREATE DATABASE ${database}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));

  it("run once: three instances over an empty database all start, and each migration is applied once", async () => {
    const url = new URL(adminUrl());
    url.pathname = `/${database}`;
    const logger = createLogger("silent");
    const instances = [1, 2, 3].map(() =>
      createDataSource({ url: url.toString(), poolMax: 2, connectTimeoutMs: 5000, logger }),
    );
    try {
      await Promise.all(instances.map((dataSource) => dataSource.initialize()));
      const applied = await Promise.all(instances.map((dataSource) => runMigrationsOnce(dataSource)));
      const total = instances[0].migrations.length;
      // One instance applied them all; the others found nothing to do.
      expect(applied.map((list) => list.length).sort((a, b) => a - b)).toEqual([0, 0, total]);
      const rows = await instances[0].query<{ name: string; times: number }[]>(
        "SELECT name, count(*)::int AS times FROM migrations GROUP BY name",
      );
      expect(rows).toHaveLength(total);
      expect(rows.every((row) => row.times === 1)).toBe(true);
    } finally {
      await Promise.all(
        instances.filter((dataSource) => dataSource.isInitialized).map((dataSource) => dataSource.destroy()),
      );
    }
  });
});
