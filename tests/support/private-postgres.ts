import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, "../..");
const LAUNCHER = path.join(repoRoot, "server/dist/db/embedded-postgres.js");

/**
 * Starts (or, on an existing data directory, restarts) the server's embedded PostgreSQL in a plain Node
 * process, which jest cannot do (the binaries package is an ES module), and prints its admin URL. The
 * database runs on in its own session after the launcher exits.
 */
const START = `
const { startEmbeddedPostgres } = require(${JSON.stringify(LAUNCHER)});
const [dataDir, port] = process.argv.slice(1);
startEmbeddedPostgres({ dataDir, port: Number(port), database: "postgres" }).then(
  (server) => console.log(server.adminUrl),
  (error) => { console.error(error); process.exit(1); },
);
`;

export interface PrivatePostgres {
  /** URL of the cluster's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /** Kills the server outright (SIGKILL to the postmaster and every backend), as a host crash or an OOM kill does. */
  crash(): Promise<void>;
  /** Starts it again on the same data directory and port, recovering from its write-ahead log. */
  start(): Promise<void>;
  /** What the server has logged: its start-ups, crash recoveries and refusals. */
  log(): string;
  /** Stops it (fast shutdown) and removes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL of a test's own, which the test may kill and start again, unlike the server every other
 * test shares. Needs the server's build (`npm run build -w server`).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!fs.existsSync(LAUNCHER)) throw new Error(`${LAUNCHER} is missing: run \`npm run build -w server\` first.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "school-private-pg-"));
  // As root the database runs as the postgres user, which must reach its data directory.
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, "data");
  const port = String(await freePort());
  const start = async () => (await run(process.execPath, ["-e", START, dataDir, port])).stdout.trim();
  const adminUrl = await start();
  const postmaster = () => Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);

  return {
    adminUrl,
    async crash() {
      const pid = postmaster();
      // Stopped first, so it starts no backend between the listing of its children and their killing.
      process.kill(pid, "SIGSTOP");
      const processes = [pid, ...childrenOf(pid)];
      for (const each of processes) process.kill(each, "SIGKILL");
      await untilGone(processes);
    },
    async start() {
      await start();
    },
    log: () => fs.readFileSync(`${dataDir}.log`, "utf8"),
    async remove() {
      const pid = fs.existsSync(path.join(dataDir, "postmaster.pid")) ? postmaster() : null;
      if (pid !== null && fs.existsSync(`/proc/${pid}`)) {
        // SIGINT is PostgreSQL's fast shutdown: roll back open transactions, checkpoint, exit.
        process.kill(pid, "SIGINT");
        await untilGone([pid]);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The processes whose parent is `pid` (the postmaster's backends and helpers), from /proc. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return statFields(Number(entry))[1] === String(pid);
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}

/** The fields of /proc/<pid>/stat after the command name: state, parent's pid, … */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/**
 * Gone, not merely dead: pg_ctl takes an unreaped postmaster for a running one and would refuse to
 * start another (the killed processes belong to init, which may take a second or two to reap them).
 */
async function untilGone(pids: number[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (pids.some((pid) => fs.existsSync(`/proc/${pid}`))) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL processes ${pids.join(", ")} did not exit`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
