import { Logger as WorkerLogger, parseCronItems, run } from "graphile-worker";
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
  return run({
    connectionString,
    concurrency,
    pollInterval,
    noHandleSignals: true,
    taskList,
    parsedCronItems: parseCronItems(scheduled),
    logger: new WorkerLogger(() => (level, message, meta) => {
      logger[PINO_LEVELS[String(level)] ?? "debug"]({ jobs: meta }, message);
    }),
  });
}
