import "reflect-metadata";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import type { Config } from "./config";
import { createDataSource } from "./db/data-source";
import { startEmbeddedPostgres } from "./db/embedded-postgres";
import type { EmbeddedPostgres } from "./db/embedded-postgres";
import { seedDemoContent } from "./db/seed";
import { createLogger } from "./logger";
import type { Logger } from "./logger";
import { TokenService, resolveJwtSecret } from "./modules/auth";

const EMBEDDED_DATABASE = "school";

async function main(config: Config, logger: Logger): Promise<void> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.database.url;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.database.embeddedDir,
      port: config.database.embeddedPort,
      database: EMBEDDED_DATABASE,
      log: (message) => logger.info(message),
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
    if (config.seedDemoContent && (await seedDemoContent(dataSource, config.school.timeZone))) {
      logger.info("demo content seeded");
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  const tokens = new TokenService({
    secret: resolveJwtSecret(config.jwt.secret, config.dataDir),
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
  });
  const app = await createApp({ config, dataSource, logger, tokens });
  app.httpServer.listen(config.port, config.host, () => {
    logger.info(`${config.school.name} website on http://${config.host}:${config.port}`);
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests");
    try {
      await app.stop();
      await dataSource.destroy();
      await embedded?.stop();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "unclean shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
main(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, "could not start");
  process.exit(1);
});
