import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { majorVersionOf } from "./postgres-version";

const run = promisify(execFile);

/** The first bytes of every archive `pg_dump --format=custom` writes. */
const CUSTOM_ARCHIVE_MAGIC = "PGDMP";

/** Schemas PostgreSQL itself owns; everything else in a database is the site's. */
const SYSTEM_SCHEMAS = "nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'";

export class BackupError extends Error {}

interface PgTools {
  pgDump: string;
  pgRestore: string;
  psql: string;
}

/**
 * The connection without its password, which goes to the tools through PGPASSWORD instead, so it never
 * shows in the process list.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(url: string): Promise<number> {
  const version = await withClient(url, async (client) => {
    const { rows } = await client.query<{ version: string }>("SELECT current_setting('server_version_num') AS version");
    return Number(rows[0].version);
  });
  return Math.floor(version / 10000);
}

/**
 * pg_dump, pg_restore and psql of at least the server's major version (pg_dump refuses a newer server):
 * from PG_BIN_DIR when set, else the newest of Debian's /usr/lib/postgresql/<major>/bin, else the PATH.
 */
async function findTools(major: number, binDir?: string): Promise<PgTools> {
  const candidates = binDir
    ? [binDir]
    : [
        ...(fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql") : [])
          .filter((entry) => /^\d+$/.test(entry))
          .sort((a, b) => Number(b) - Number(a))
          .map((entry) => path.join("/usr/lib/postgresql", entry, "bin")),
        "",
      ];
  const found: string[] = [];
  for (const dir of candidates) {
    const tool = (name: string) => (dir ? path.join(dir, name) : name);
    const version = await majorVersionOf(tool("pg_dump"));
    if (version === null) continue;
    found.push(`pg_dump ${version} (${tool("pg_dump")})`);
    if (version >= major) return { pgDump: tool("pg_dump"), pgRestore: tool("pg_restore"), psql: tool("psql") };
  }
  throw new BackupError(
    `The database is PostgreSQL ${major}: backups need its client tools (pg_dump ${major} or newer), ` +
      `${found.length ? `found only ${found.join(", ")}` : "found none"}. ` +
      `On Debian or Ubuntu: apt-get install postgresql-client-${major}, or set PG_BIN_DIR to their folder.`,
  );
}

/**
 * Writes the whole site (content, accounts and files: all of it lives in Postgres) to `file` as one
 * consistent `pg_dump --format=custom` archive.
 */
export async function backupDatabase(url: string, file: string, options: { binDir?: string } = {}): Promise<void> {
  const tools = await findTools(await serverMajor(url), options.binDir);
  const { dbname, env } = connectionOf(url);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await run(tools.pgDump, ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], { env });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`);
  }
  // Renamed only once complete, so a file with the asked-for name is always a whole backup.
  fs.renameSync(partial, file);
}

/** How many tables, views and sequences the database holds outside PostgreSQL's own schemas. */
async function countRelations(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE ${SYSTEM_SCHEMAS} AND c.relkind IN ('r', 'v', 'm', 'S', 'p')`,
    );
    return rows[0].count;
  });
}

async function dropEverything(url: string): Promise<string> {
  const schemas = await withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE ${SYSTEM_SCHEMAS} ORDER BY nspname`,
    );
    return rows.map((row) => row.nspname);
  });
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return [...schemas.map((schema) => `DROP SCHEMA ${quoted(schema)} CASCADE;`), "CREATE SCHEMA public;"].join("\n");
}

/** How long a site just stopped may take to let go of its connections. */
const CONNECTIONS_CLOSING_MS = 2_000;
const CONNECTIONS_POLL_MS = 100;

/**
 * The other clients connected to the database, once those closing have had CONNECTIONS_CLOSING_MS to
 * go: a backend stays listed for a moment after its client has closed. PostgreSQL's own processes
 * (an autovacuum worker tidying the tables) are not clients: DROP cancels them.
 */
async function otherClients(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const count = async () =>
      (
        await client.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM pg_stat_activity " +
            "WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
        )
      ).rows[0].count;
    const deadline = Date.now() + CONNECTIONS_CLOSING_MS;
    let others = await count();
    while (others > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, CONNECTIONS_POLL_MS));
      others = await count();
    }
    return others;
  });
}

/**
 * Restores an archive from backupDatabase into the database at `url`. An empty database only, unless
 * `force`: then what it holds is replaced. Either way it is one transaction, so a restore that fails
 * (a damaged file, a tool error) leaves the database exactly as it was.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  options: { force?: boolean; binDir?: string } = {},
): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const head = Buffer.alloc(CUSTOM_ARCHIVE_MAGIC.length);
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (head.toString("latin1") !== CUSTOM_ARCHIVE_MAGIC) {
    throw new BackupError(`${file} is not a backup made by npm run backup (pg_dump --format=custom).`);
  }
  const tools = await findTools(await serverMajor(url), options.binDir);
  const others = await otherClients(url);
  if (others > 0) {
    throw new BackupError(
      `${others === 1 ? "Another connection is" : `${others} other connections are`} open on this database: ` +
        "stop the site (every instance) before restoring.",
    );
  }
  const existing = await countRelations(url);
  if (existing > 0 && !options.force) {
    throw new BackupError(
      `The database is not empty (${existing} tables, views and sequences): restoring would replace what it holds. ` +
        "Restore into an empty database, or run again with --force to replace it.",
    );
  }
  const prelude = existing > 0 ? await dropEverything(url) : "";
  const { dbname, env } = connectionOf(url);
  await new Promise<void>((resolve, reject) => {
    const script = spawn(tools.pgRestore, ["--no-owner", "--no-privileges", "--file=-", file], { env });
    const psql = spawn(
      tools.psql,
      ["--single-transaction", "--set=ON_ERROR_STOP=1", "--quiet", "--no-psqlrc", "--file=-", `--dbname=${dbname}`],
      // Only warnings and errors: not a NOTICE for every object the replaced database held.
      { env: { ...env, PGOPTIONS: "-c client_min_messages=warning" }, stdio: ["pipe", "ignore", "pipe"] },
    );
    let scriptErrors = "";
    let psqlErrors = "";
    script.stderr.on("data", (chunk: Buffer) => (scriptErrors += chunk.toString()));
    psql.stderr.on("data", (chunk: Buffer) => (psqlErrors += chunk.toString()));
    // psql may stop reading at its first error; what is still being piped to it then has nowhere to go.
    psql.stdin.on("error", () => undefined);
    psql.stdin.write(`${prelude}\n`);
    script.stdout.pipe(psql.stdin, { end: false });
    let scriptFailed = false;
    script.on("close", (code) => {
      scriptFailed = code !== 0;
      // A script cut short must not be committed: it ends with a statement that fails, so psql rolls back.
      psql.stdin.end(scriptFailed ? "SELECT 1/0;\n" : "");
    });
    psql.on("exit", (code) => {
      if (code === 0 && !scriptFailed) resolve();
      else {
        const reason = (scriptFailed ? scriptErrors : psqlErrors).trim() || `psql exited with ${code}`;
        reject(new BackupError(`The restore failed and changed nothing: ${reason}`));
      }
    });
  });
}
