import "reflect-metadata";
import type http from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { createApp, createHttpServer } from "./app/app";
import { seedDemoContent } from "./app/seed";
import { ConfigError, loadConfig } from "./config";
import type { Config } from "./config";
import { openDatabase, openDatabaseWhenReachable } from "./db/open-database";
import type { OpenDatabase } from "./db/open-database";
import { unavailableWhileStarting } from "./http/health";
import { isDatabaseUnavailable } from "./kernel/errors";
import { createLogger } from "./logger";
import type { Logger } from "./logger";
import { systemClock } from "./kernel/clock";
import { AuditService } from "./modules/audit";
import { TokenService, UserService, resolveJwtSecret, temporaryPasswordNotice } from "./modules/auth";

const ACCEPTED_CONNECTION_GRACE_MS = 300;

async function main(config: Config, logger: Logger): Promise<void> {
  // With its database answering, the site listens once it can serve: until then a proxy passes the refused
  // connection to another replica (a rolling restart fails no request), where a 503 would reach the visitor.
  // Without it, the site listens at once: one whose database is late (a host rebooting both) stays up,
  // alive to its supervisor and answering 503 with Retry-After, until it can serve.
  let early: http.Server | undefined;
  let database = await openDatabase(config, logger).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  });
  if (!database) {
    early = createHttpServer(config);
    early.on("request", unavailableWhileStarting);
    await listen(early, config);
    database = await openDatabaseUnlessStopped(config, logger);
  }
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
  const app = await createApp({
    config,
    dataSource,
    logger,
    tokens,
    listening: early && { httpServer: early, answering: unavailableWhileStarting },
  });
  if (!early) await listen(app.httpServer, config);
  logger.info(`${config.school.name} website on http://${config.host}:${config.port}`);

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

function listen(server: http.Server, config: Config): Promise<void> {
  return new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(config.port, config.host, () => {
      server.off("error", failed);
      listening();
    });
  });
}

/** The database, once it answers; SIGTERM or SIGINT meanwhile ends the process at once, as it has nothing to drain. */
async function openDatabaseUnlessStopped(config: Config, logger: Logger): Promise<OpenDatabase> {
  const stopped = new AbortController();
  const stop = () => stopped.abort();
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  try {
    const database = await openDatabaseWhenReachable(config, logger, stopped.signal);
    if (!stopped.signal.aborted) return database;
    await database.close();
  } catch (error) {
    if (!stopped.signal.aborted) throw error;
  } finally {
    process.off("SIGTERM", stop);
    process.off("SIGINT", stop);
  }
  logger.info("stopped before the database answered");
  process.exit(0);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const logger = createLogger(config.logLevel, config.logFormat);
// graphile-worker 0.16 leaves a copy of its cron's failure unhandled (`cron.promise.finally` in its runner.js;
// upstream graphile/worker#544 retries instead): the job runner is started again (jobs/job-runner.ts), and a
// database out of reach never ends the site. Any other unhandled rejection is a bug, and ends it as Node would.
process.on("unhandledRejection", (reason) => {
  if (isDatabaseUnavailable(reason)) {
    logger.warn({ err: reason }, "the database is out of reach (an unhandled rejection)");
    return;
  }
  logger.fatal({ err: reason }, "unhandled rejection");
  process.exit(1);
});
main(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, "could not start");
  process.exit(1);
});
