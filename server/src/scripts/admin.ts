import "reflect-metadata";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/open-database";
import type { OpenDatabase } from "../db/open-database";
import { createLogger } from "../logger";
import { systemClock } from "../kernel/clock";
import { AuditService } from "../modules/audit";
import { UserService, runAdminCommand } from "../modules/auth";

/** `npm run admin -- <command>`: manages staff accounts in DATABASE_URL or the embedded database. */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  // Progress lines would drown the command's own output; warnings and errors still show.
  const logger = createLogger("warn");
  let database: OpenDatabase | undefined;
  const connect = async () => {
    database = await openDatabase(config, logger, { reuseRunningEmbedded: true });
    return new UserService(database.dataSource, new AuditService(database.dataSource, systemClock));
  };
  try {
    return await runAdminCommand(args, connect, console);
  } finally {
    await database?.close();
  }
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  });
