import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { DataSource } from "typeorm";
import type { MigrationInterface } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { types } from "pg";
import type { Pool } from "pg";
import { ENTITIES } from "../app/areas";
import type { Logger } from "../logger";

// A `date` is a calendar day, not an instant: keep 'yyyy-mm-dd' instead of a local-midnight Date.
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value) => value);

/** A migration's class name ends with its timestamp, the order TypeORM applies them in. */
const MIGRATION_CLASS_NAME = /\d{13}$/;

/**
 * Every migration class of db/migrations, found there: a schema change is a new file in that folder,
 * never an edit here. Only the classes are taken, since an applied migration may also export what it
 * keeps frozen for its tests (TypeORM's own folder loading would take every exported function).
 */
function committedMigrations(): (new () => MigrationInterface)[] {
  const folder = path.join(__dirname, "migrations");
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- files found at run time have no static import
  const exportsOf = (file: string) => require(path.join(folder, file)) as Record<string, unknown>;
  return fs
    .readdirSync(folder)
    .filter((file) => /\.(js|ts)$/.test(file) && !file.endsWith(".d.ts"))
    .flatMap((file) => Object.values(exportsOf(file)))
    .filter(
      (exported): exported is new () => MigrationInterface =>
        typeof exported === "function" && MIGRATION_CLASS_NAME.test(exported.name),
    );
}

export interface DataSourceOptions {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
  logger: Logger;
}

/** Schema changes come only from the committed migrations; `synchronize` stays off. */
export function createDataSource({ url, poolMax, connectTimeoutMs, logger }: DataSourceOptions): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities: ENTITIES,
    migrations: committedMigrations(),
    synchronize: false,
    migrationsRun: false,
    logging: false,
    poolSize: poolMax,
    extra: {
      connectionTimeoutMillis: connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      application_name: "school-website",
      // The site search's typo tolerance: pg_trgm's `<%` matches from this word similarity on.
      options: "-c pg_trgm.word_similarity_threshold=0.5",
    },
    // An idle client losing its server (e.g. Postgres restarting) must not crash the process.
    poolErrorHandler: (error: Error) => logger.warn({ err: error }, "database connection lost"),
  });
}

/** How long closing waits for the queries in flight: requests whose visitor left while they ran still read. */
const QUERIES_IN_FLIGHT_WAIT_MS = 10_000;
const QUERIES_IN_FLIGHT_POLL_MS = 20;

/**
 * Closes the pool once no query runs or waits for a connection (or after `waitMs`). TypeORM's destroy hands a
 * connection still running a query back to the pool, which gives it to a query waiting there: pg queues the one
 * behind the other (deprecated), and the pool is ended under both. The server's drain waits for connected
 * visitors only; a page whose visitor left goes on rendering, and reading.
 */
export async function closeDataSource(dataSource: DataSource, waitMs = QUERIES_IN_FLIGHT_WAIT_MS): Promise<void> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const deadline = Date.now() + waitMs;
  while ((pool.idleCount < pool.totalCount || pool.waitingCount > 0) && Date.now() < deadline)
    await sleep(QUERIES_IN_FLIGHT_POLL_MS);
  await dataSource.destroy();
}
