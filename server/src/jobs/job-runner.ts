import { Logger as WorkerLogger, parseCronItems, run, runMigrations } from "graphile-worker";
import { setTimeout as sleep } from "node:timers/promises";
import { Client, Pool } from "pg";
import type { PoolClient } from "pg";
import type { Runner, TaskList } from "graphile-worker";
import { actAs } from "../kernel/audit";
import { backoffDelay } from "../db/backoff";
import { isDatabaseUnavailable } from "../kernel/errors";
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
 * graphile-worker stops its runner for good when its scheduling of a minute's jobs fails (the database
 * out of reach at the top of a minute): this one starts it again, with backoff, until the database answers.
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
  const startRunner = async (): Promise<RunningRunner> => {
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
    return { runner, endPool };
  };

  let current: RunningRunner | null = null;
  let stopped = false;
  /** Aborts the wait before the next attempt to start again. */
  const stopping = new AbortController();
  /** The supervision under way: stop() waits for it. */
  let supervising: Promise<void>;

  const startAgainUntilRunning = async (): Promise<void> => {
    for (let attempt = 0; !stopped; attempt++) {
      const retryInMs = backoffDelay(attempt);
      const waited = await sleep(retryInMs, true, { signal: stopping.signal }).catch(() => false);
      if (!waited) return;
      try {
        const restarted = await startRunner();
        if (stopped) {
          await restarted.runner.stop();
          await restarted.endPool();
          return;
        }
        current = restarted;
        logger.info({ attempt: attempt + 1 }, "the job runner started again");
        supervising = supervise(restarted);
        return;
      } catch (error) {
        logger.warn({ err: error, attempt: attempt + 1, retryInMs }, "the job runner could not start again");
      }
    }
  };
  const supervise = async (running: RunningRunner): Promise<void> => {
    const failure = await running.runner.promise.then(
      () => null,
      (error: unknown) => error,
    );
    if (stopped) return;
    current = null;
    logger.warn({ err: failure }, "the job runner stopped: starting it again once the database answers");
    await running.endPool();
    await startAgainUntilRunning();
  };

  try {
    current = await startRunner();
  } catch (error) {
    // The database answered the app a moment ago: if it is gone again, the runner starts once it is back.
    if (!isDatabaseUnavailable(error)) throw error;
    logger.warn({ err: error }, "the job runner could not start: starting it once the database answers");
  }
  supervising = current ? supervise(current) : startAgainUntilRunning();

  return {
    addJob: (...job) => {
      if (!current) return Promise.reject(new Error("the job runner is waiting for the database"));
      return current.runner.addJob(...job);
    },
    async stop() {
      stopped = true;
      stopping.abort();
      const running = current;
      current = null;
      if (running) {
        // A runner that has just failed has stopped itself, and says so.
        await running.runner.stop().catch(() => undefined);
        await running.endPool();
      }
      await supervising;
    },
  };
}

/** A graphile-worker runner, and how to end the pool it runs on. */
interface RunningRunner {
  runner: Runner;
  endPool: () => Promise<void>;
}

/**
 * Ends `pool`, resolving once each of its connections has closed: pg-pool's end() resolves as soon
 * as it has asked them to close, and one still closing when Postgres cut it (a database dropped
 * with FORCE after a shutdown, say) was cut after stop() had resolved. Ending it again waits for the same end.
 */
function endOnceClosed(pool: Pool): () => Promise<void> {
  const open = new Set<PoolClient>();
  pool.on("connect", (client) => {
    open.add(client);
    client.once("end", () => open.delete(client));
  });
  let ended: Promise<void> | undefined;
  return () =>
    (ended ??= (async () => {
      const closing = [...open].map((client) => new Promise((resolve) => client.once("end", resolve)));
      await pool.end();
      await Promise.all(closing);
    })());
}

/** Any number, the same for every instance: the key of the lock that lets one runner migrate at a time. */
const WORKER_MIGRATION_LOCK_KEY = 4_107_202_612;

/**
 * Installs or updates graphile-worker's schema, one instance at a time: two runners started together on
 * a database it has not seen would both create the schema, and the second would fail to start.
 */
async function migrateOneAtATime(connectionString: string, logger: WorkerLogger): Promise<void> {
  const lock = new Client({ connectionString });
  // The connection lost while it holds the lock fails the query under way, which is what reports it.
  lock.on("error", () => undefined);
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [WORKER_MIGRATION_LOCK_KEY]);
    await runMigrations({ connectionString, logger });
  } finally {
    await lock.end();
  }
}
