import "reflect-metadata";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { BackupError, restoreDatabase } from "../db/backup";
import { locateDatabase } from "../db/open-database";
import { createLogger } from "../logger";

const USAGE = "Usage: npm run restore -- <backup file> [--force]";

/**
 * `npm run restore -- <file> [--force]`: a backup from `npm run backup` into DATABASE_URL or the
 * embedded database, which must be empty unless --force. Stop the site first: it must not write meanwhile.
 */
async function main(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0].startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(files[0]);
  const config = loadConfig();
  const { url, embedded } = await locateDatabase(config, createLogger("warn"), { reuseRunningEmbedded: true });
  try {
    await restoreDatabase(url, file, { force, binDir: config.database.pgBinDir });
  } finally {
    await embedded?.stop();
  }
  console.log(`Restored ${file}. Start the site: it applies any newer migrations.`);
  return 0;
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
    process.exitCode = 1;
  });
