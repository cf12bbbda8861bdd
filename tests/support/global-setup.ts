import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../server/src/db/embedded-postgres";
import type { EmbeddedPostgres } from "../../server/src/db/embedded-postgres";
import { freePort } from "./free-port";

declare global {
  var embeddedPostgres: { server: EmbeddedPostgres; dir: string } | undefined;
}

/**
 * Tests use `DATABASE_URL` when it is set; otherwise a throwaway embedded PostgreSQL. Either way
 * each test file creates its own database on that server (see test-server.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "school-test-pg-"));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, "data"),
    port: await freePort(),
    database: "postgres",
  });
  globalThis.embeddedPostgres = { server, dir };
  process.env.TEST_ADMIN_DATABASE_URL = server.adminUrl;
}
