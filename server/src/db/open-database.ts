import type { DataSource } from "typeorm";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { createDataSource } from "./data-source";
import { startEmbeddedPostgres } from "./embedded-postgres";
import type { EmbeddedPostgres } from "./embedded-postgres";

const EMBEDDED_DATABASE = "school";

export interface OpenDatabase {
  dataSource: DataSource;
  /** True on the embedded default (no DATABASE_URL). */
  embedded: boolean;
  /** Closes the pool, then stops the embedded PostgreSQL if this process started it. */
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
  let embedded: EmbeddedPostgres | undefined;
  let url = config.database.url;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.database.embeddedDir,
      port: config.database.embeddedPort,
      database: EMBEDDED_DATABASE,
      log: (message) => logger.info(message),
      reuseRunning: options.reuseRunningEmbedded,
    });
    url = embedded.url;
  }

  const dataSource = createDataSource({
    url,
    poolMax: config.database.poolMax,
    connectTimeoutMs: config.database.connectTimeoutMs,
    logger,
  });
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: "each" });
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
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
