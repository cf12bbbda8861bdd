import { Logger as WorkerLogger, parseCronItems, run, runMigrations } from "graphile-worker";
import { Client, Pool } from "pg";
import type { PoolClient } from "pg";
import type { Runner, TaskList } from "graphile-worker";
import { actAs } from "../kernel/audit";
import type { BackgroundTask } from "../kernel/jobs";
import type { Logger } from "../logger";

export interface JobRunnerOptions {
  connectionString: string;
  tasks: BackgroundTask[];
  logger: Logger;
  concurrency?: number;
  /** How often to look for due jobs when no notification arrives (ms). */
  pollInterval?: number;
}

/** graphile-worker's log levels as pino's. */
const PINO_LEVELS: Record<string, "error" | "warn" | "info" | "debug"> = {
  error: "error",
  warning: "warn",
  info: "info",
  debug: "debug",
};

/** The running job runner: queue a job, or stop it once its running jobs are done. */
export interface JobRunner {
  addJob: Runner["addJob"];
  /** Resolves once every connection it opened is closed. */
  stop(): Promise<void>;
}

/** How the job runner's connections show in pg_stat_activity. */
export const JOB_RUNNER_APPLICATION_NAME = "school-website jobs";

/** What the audit log names as the doer of work nobody asked for in a request. */
export const SCHEDULER = "scheduler";

/**
 * Runs the areas' background tasks on Postgres (graphile-worker): each queued or scheduled job runs
 * once however many instances run this, a failed one is retried with backoff, and jobs wait in the
 * database across restarts. Its tables live in the `graphile_worker` schema, which it migrates itself.
 */
export async function startJobRunner({
  connectionString,
  tasks,
  logger,
  concurrency = 2,
  pollInterval = 2_000,
}: JobRunnerOptions): Promise<JobRunner> {
  const taskList: TaskList = Object.fromEntries(
    tasks.map((task) => [
      task.name,
      (payload: unknown) =>
        actAs({ actor: () => Promise.resolve(SCHEDULER), clientAddress: null }, () => task.run(payload)),
    ]),
  );
  const scheduled = tasks.flatMap((task) =>
    task.cron ? [{ task: task.name, match: task.cron, identifier: task.name }] : [],
  );
  const workerLogger = new WorkerLogger(() => (level, message, meta) => {
    logger[PINO_LEVELS[String(level)] ?? "debug"]({ jobs: meta }, message);
  });
  await migrateOneAtATime(connectionString, workerLogger);
  // Our own pool, not one graphile-worker makes: it ends its own without waiting and unhooks its error
  // listener at once, so a connection the database ended meanwhile (a shutdown, a dropped database)
  // raised an unhandled error after stop() had resolved.
  const pool = new Pool({ connectionString, application_name: JOB_RUNNER_APPLICATION_NAME });
  pool.on("error", (error) => logger.warn({ err: error }, "a job runner's idle connection failed"));
  const endPool = endOnceClosed(pool);
  const runner = await run({
    pgPool: pool,
    concurrency,
    pollInterval,
    noHandleSignals: true,
    taskList,
    parsedCronItems: parseCronItems(scheduled),
    logger: workerLogger,
  }).catch(async (error: unknown) => {
    await endPool();
    throw error;
  });
  return {
    addJob: (...job) => runner.addJob(...job),
    async stop() {
      await runner.stop();
      await endPool();
    },
  };
}

/**
 * Ends `pool`, resolving once each of its connections has closed: pg-pool's end() resolves as soon
 * as it has asked them to close, and one still closing when Postgres cut it (a database dropped
 * with FORCE after a shutdown, say) was cut after stop() had resolved.
 */
function endOnceClosed(pool: Pool): () => Promise<void> {
  const open = new Set<PoolClient>();
  pool.on("connect", (client) => {
    open.add(client);
    client.once("end", () => open.delete(client));
  });
  return async () => {
    const closing = [...open].map((client) => new Promise((resolve) => client.once("end", resolve)));
    await pool.end();
    await Promise.all(closing);
  };
}

/** Any number, the same for every instance: the key of the lock that lets one runner migrate at a time. */
const WORKER_MIGRATION_LOCK_KEY = 4_107_202_612;

/**
 * Installs or updates graphile-worker's schema, one instance at a time: two runners started together on
 * a database it has not seen would both create the schema, and the second would fail to start.
 */
async function migrateOneAtATime(connectionString: string, logger: WorkerLogger): Promise<void> {
  const lock = new Client({ connectionString });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [WORKER_MIGRATION_LOCK_KEY]);
    await runMigrations({ connectionString, logger });
  } finally {
    await lock.end();
  }
}
