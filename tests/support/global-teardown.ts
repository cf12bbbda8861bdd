import fs from "node:fs";

export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.embeddedPostgres;
  if (!embedded) return;
  await embedded.server.stop();
  fs.rmSync(embedded.dir, { recursive: true, force: true });
}
