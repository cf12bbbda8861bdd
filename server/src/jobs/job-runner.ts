import { Logger as WorkerLogger, parseCronItems, run, runMigrations } from "graphile-worker";
import { Client } from "pg";
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
}: JobRunnerOptions): Promise<Runner> {
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
  return run({
    connectionString,
    concurrency,
    pollInterval,
    noHandleSignals: true,
    taskList,
    parsedCronItems: parseCronItems(scheduled),
    logger: workerLogger,
  });
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
