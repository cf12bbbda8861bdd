import { setTimeout as sleep } from "node:timers/promises";
import type { DataSource, Migration } from "typeorm";
import type { Config } from "../config";
import { isDatabaseUnavailable } from "../kernel/errors";
import type { Logger } from "../logger";
import { backoffDelay } from "./backoff";
import { closeDataSource, createDataSource } from "./data-source";
import { startEmbeddedPostgres } from "./embedded-postgres";
import type { EmbeddedPostgres } from "./embedded-postgres";

const EMBEDDED_DATABASE = "school";

export interface OpenDatabase {
  dataSource: DataSource;
  /** True on the embedded default (no DATABASE_URL). */
  embedded: boolean;
  /** Closes the pool once its queries are done, then stops the embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL or, when it is unset, to the embedded PostgreSQL under DATA_DIR, and
 * applies pending migrations. The website and the admin command line both open it this way.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { reuseRunningEmbedded?: boolean } = {},
): Promise<OpenDatabase> {
  const { url, embedded } = await locateDatabase(config, logger, options);

  const dataSource = createDataSource({
    url,
    poolMax: config.database.poolMax,
    connectTimeoutMs: config.database.connectTimeoutMs,
    logger,
  });
  try {
    await dataSource.initialize();
    const applied = await runMigrationsOnce(dataSource);
    for (const migration of applied) logger.info({ migration: migration.name }, "migration applied");
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }

  return {
    dataSource,
    embedded: embedded !== undefined,
    async close() {
      await closeDataSource(dataSource);
      await embedded?.stop();
    },
  };
}

/**
 * Opens the database as `openDatabase` does, trying again with backoff for as long as it is out of reach
 * (a host rebooting the site and its database together): any other failure, or `signal` aborting, ends it.
 */
export async function openDatabaseWhenReachable(
  config: Config,
  logger: Logger,
  signal: AbortSignal,
): Promise<OpenDatabase> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await openDatabase(config, logger);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const retryInMs = backoffDelay(attempt);
      logger.warn({ err: error, attempt: attempt + 1, retryInMs }, "the database is out of reach: trying again");
      await sleep(retryInMs, undefined, { signal });
    }
  }
}

/**
 * DATABASE_URL, or the embedded PostgreSQL under DATA_DIR started (or, with reuseRunningEmbedded, the
 * running one reused): the URL of the site's database, without connecting a pool or migrating.
 */
export async function locateDatabase(
  config: Config,
  logger: Logger,
  options: { reuseRunningEmbedded?: boolean } = {},
): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  if (config.database.url) return { url: config.database.url };
  const embedded = await startEmbeddedPostgres({
    dataDir: config.database.embeddedDir,
    port: config.database.embeddedPort,
    database: EMBEDDED_DATABASE,
    log: (message) => logger.info(message),
    reuseRunning: options.reuseRunningEmbedded,
  });
  return { url: embedded.url, embedded };
}

/** Any number, the same for every instance: the key of the lock that lets one instance migrate at a time. */
const MIGRATION_LOCK_KEY = 4_107_202_611;

/**
 * Applies pending migrations, one instance at a time: instances started together (a rolling deploy,
 * two replicas) queue on a Postgres advisory lock, and the later ones find the migrations applied.
 */
export async function runMigrationsOnce(dataSource: DataSource): Promise<Migration[]> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    return await dataSource.runMigrations({ transaction: "each" });
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
