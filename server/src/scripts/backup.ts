import "reflect-metadata";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { BackupError, backupDatabase } from "../db/backup";
import { locateDatabase } from "../db/open-database";
import { createLogger } from "../logger";

/**
 * `npm run backup [-- <file>]`: the whole site (content, accounts, files) from DATABASE_URL or the
 * embedded database into one archive, by default DATA_DIR/backups/school-<time>.dump.
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.resolve(args[0] ?? path.join(config.dataDir, "backups", `school-${stamp}.dump`));
  const { url, embedded } = await locateDatabase(config, createLogger("warn"), { reuseRunningEmbedded: true });
  try {
    await backupDatabase(url, file, { binDir: config.database.pgBinDir });
  } finally {
    await embedded?.stop();
  }
  console.log(`Backup written to ${file}`);
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
