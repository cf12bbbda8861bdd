import "reflect-metadata";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { createApp } from "./app/app";
import { seedDemoContent } from "./app/seed";
import { ConfigError, loadConfig } from "./config";
import type { Config } from "./config";
import { openDatabase } from "./db/open-database";
import { createLogger } from "./logger";
import type { Logger } from "./logger";
import { systemClock } from "./kernel/clock";
import { AuditService } from "./modules/audit";
import { TokenService, UserService, resolveJwtSecret, temporaryPasswordNotice } from "./modules/auth";

const ACCEPTED_CONNECTION_GRACE_MS = 300;

async function main(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase(config, logger);
  const { dataSource } = database;
  try {
    if (config.seedDemoContent && (await seedDemoContent(dataSource, config.school.timeZone))) {
      logger.info("demo content seeded");
    }
    // Only the embedded default gets an account on its own; with DATABASE_URL use `npm run admin`.
    const firstAdmin = database.embedded
      ? await new UserService(dataSource, new AuditService(dataSource, systemClock)).createFirstAdmin()
      : null;
    if (firstAdmin) {
      console.log(`\nFirst start: created the staff user 'admin'.\n${temporaryPasswordNotice(firstAdmin)}\n`);
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const tokens = new TokenService({
    secret: resolveJwtSecret(config.jwt.secret, config.dataDir),
    previousSecrets: config.jwt.previousSecrets,
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
      app.readiness.shuttingDown = true;
      // Take no new connection (the proxy retries a refused one elsewhere), then give the connections
      // accepted a moment ago the time to bring in their request: the drain closes every connection
      // without one, and a request sent on a connection closed under it fails without a retry.
      net.Server.prototype.close.call(app.httpServer);
      await sleep(ACCEPTED_CONNECTION_GRACE_MS);
      await app.stop();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "unclean shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", (signal) => void shutdown(signal));
  process.on("SIGINT", (signal) => void shutdown(signal));
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const logger = createLogger(config.logLevel, config.logFormat);
main(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, "could not start");
  process.exit(1);
});
