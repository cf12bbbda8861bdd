import fs from "node:fs";
import { Client } from "pg";

/** Stops the server global-setup started (SIGTERM, then waits for it to exit) and drops its database. */
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.e2eServer;
  if (!server) return;
  globalThis.e2eServer = undefined;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
    const timer = setTimeout(() => {
      console.error(`[e2e] the server (pid ${server.child.pid}) ignored SIGTERM for 15 s: killing it`);
      server.child.kill("SIGKILL");
    }, 15_000);
    await server.exited;
    clearTimeout(timer);
  }
  await server.closeMailbox();
  await server.closePushService();
  fs.rmSync(server.mailDir, { recursive: true, force: true });
  fs.rmSync(server.pushDir, { recursive: true, force: true });
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
  if (server.database) {
    const client = new Client({ connectionString: server.database.adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${server.database.name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
}
