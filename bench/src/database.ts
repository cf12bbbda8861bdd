import { randomBytes } from "node:crypto";
import path from "node:path";
import { Client } from "pg";
import { startEmbeddedPostgres } from "../../server/src/db/embedded-postgres";
import { onCleanup } from "./cleanup";
import { SERVER_ADMIN } from "./paths";
import { freePort, runScript } from "./processes";
import { seedNews } from "./seed";

// Fresh databases for the bench, on DATABASE_URL's server or a throwaway embedded PostgreSQL. The schema comes from
// the built server's own migrations (through `npm run admin`'s command line), the articles from plain SQL.

export interface DatabaseServer {
  adminUrl: string;
  where: string;
}

export interface Database {
  url: string;
  name: string;
}

export interface PreparedNews {
  /** Rows whose title or excerpt contains the search term, i.e. what the search scenario filters to. */
  matching: number;
  seedMs: number;
  postgresVersion: string;
  temporaryPassword: string;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL's server, or a throwaway embedded PostgreSQL in `workDir`. */
export async function databaseServer(workDir: string): Promise<DatabaseServer> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) return { adminUrl, where: `DATABASE_URL's server (${new URL(adminUrl).host})` };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(workDir, "postgres"),
    port: await freePort(),
    database: "postgres",
  });
  onCleanup("stop the embedded PostgreSQL", () => embedded.stop());
  return { adminUrl: embedded.adminUrl, where: `embedded PostgreSQL on ${new URL(embedded.adminUrl).host}` };
}

/** A fresh, empty database, dropped at the end. */
export async function createDatabase(server: DatabaseServer): Promise<Database> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await withClient(server.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  onCleanup(`drop database ${name}`, async () => {
    await withClient(server.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/**
 * Migrates the database of `serverEnv` and creates the staff user `username` with `npm run admin -- create`;
 * answers the temporary password it prints.
 */
export async function createStaffUser(serverEnv: Record<string, string>, username: string): Promise<string> {
  const output = await runScript("npm run admin -- create", SERVER_ADMIN, ["create", username], serverEnv);
  const temporaryPassword = new RegExp(`Temporary password for ${username}: (\\S+)`).exec(output)?.[1];
  if (!temporaryPassword) throw new Error(`npm run admin -- create printed no temporary password:\n${output}`);
  return temporaryPassword;
}

/** Migrates the database and creates the staff user `username` (createStaffUser), then seeds `rows` articles. */
export async function prepareNewsDatabase(
  database: Database,
  serverEnv: Record<string, string>,
  options: { rows: number; searchTerm: string; username: string },
): Promise<PreparedNews> {
  const temporaryPassword = await createStaffUser(serverEnv, options.username);
  return withClient(database.url, async (client) => {
    const started = Date.now();
    const { matching } = await seedNews(client, options.rows, options.searchTerm);
    const seedMs = Date.now() - started;
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    return { matching, seedMs, postgresVersion: rows[0].server_version, temporaryPassword };
  });
}
