import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { createDataSource } from "../../server/src/db/data-source";
import { runMigrationsOnce } from "../../server/src/db/open-database";
import { startJobRunner } from "../../server/src/jobs/job-runner";
import { createLogger } from "../../server/src/logger";
import { freePort } from "../support/free-port";
import { until } from "../support/poll";
import { startPrivatePostgres } from "../support/private-postgres";
import type { PrivatePostgres } from "../support/private-postgres";

const MAIN = path.resolve(__dirname, "../../server/dist/main.js");

/**
 * Runs the production entry point with a clock the test sets: graphile-worker schedules each minute's
 * jobs at the top of the minute by the process's own Date, so the test moves the next one to a few
 * seconds ahead instead of waiting for it. Only Date moves; timers run as they do.
 */
const WITH_SHIFTED_CLOCK = `
const RealDate = Date;
let offsetMs = 0;
globalThis.Date = class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offsetMs;
  }
};
process.on("message", ({ nextMinuteInMs }) => {
  const now = RealDate.now();
  offsetMs = (60_000 - ((now + nextMinuteInMs) % 60_000)) % 60_000;
  process.send("clock set");
});
process.channel.unref();
require(${JSON.stringify(MAIN)});
`;

/** How far ahead of the database's start the job runner's next minute is put: past its start and the kill after it. */
const NEXT_MINUTE_AFTER_RESTART_MS = 15_000;
const RETRY_AFTER = "5";

interface Answer {
  what: string;
  status: number;
  retryAfter: string | null;
  cacheControl: string | null;
  contentType: string | null;
  body: string;
}

describe("the site's process while its database is away", () => {
  let postgres: PrivatePostgres;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let port: number;
  let output = "";

  /** Runs the site's production entry point on `databaseUrl`, its clock as the test sets it. */
  async function startSite(databaseUrl = postgres.adminUrl): Promise<ChildProcess> {
    port = await freePort();
    output = "";
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const started = spawn(process.execPath, ["-e", WITH_SHIFTED_CLOCK], {
      env: {
        ...inherited,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "development",
        SEED_DEMO_CONTENT: "false",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    started.stdout!.on("data", (chunk) => (output += chunk));
    started.stderr!.on("data", (chunk) => (output += chunk));
    return started;
  }

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build -w server\` first.`);
    postgres = await startPrivatePostgres();
    // Migrated beforehand (as after any first start), so the site's start once the database is back is quick.
    const logger = createLogger("error");
    const dataSource = createDataSource({
      url: postgres.adminUrl,
      poolMax: 2,
      connectTimeoutMs: 5_000,
      logger,
    });
    await dataSource.initialize();
    await runMigrationsOnce(dataSource);
    await dataSource.destroy();
    await (await startJobRunner({ connectionString: postgres.adminUrl, tasks: [], logger })).stop();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-outage-"));
  }, 60_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
    await postgres?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops at once, and cleanly, when told to while it waits for the database", async () => {
    await postgres.crash();
    child = await startSite();
    await until(
      () => child!.exitCode !== null || output.includes("the database is out of reach: trying again"),
      20_000,
    );
    expect(child.exitCode).toBeNull();
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("stopped before the database answered");
    await postgres.start();
  }, 40_000);

  it("starts without it, stays up across a minute's job scheduling without it, and serves again once it is back", async () => {
    await postgres.crash();
    child = await startSite();
    const base = `http://127.0.0.1:${port}`;
    const running = () => child!.exitCode === null && child!.signalCode === null;
    const times = (line: string) => output.split(line).length - 1;

    const ask = async (what: string, pathname: string, init: RequestInit = {}): Promise<Answer> => {
      const response = await fetch(`${base}${pathname}`, init);
      return {
        what,
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        cacheControl: response.headers.get("cache-control"),
        contentType: response.headers.get("content-type"),
        body: await response.text(),
      };
    };
    /** Everything but /health, as a browser, an API client and a load balancer ask. */
    const everythingElse = () =>
      Promise.all([
        ask("ready", "/ready"),
        ask("page", "/news", { headers: { accept: "text/html" } }),
        ask("graphql", "/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ news(first: 1) { nodes { id } } }" }),
        }),
        ask("rest", "/api/news?first=1"),
      ]);
    const health = () =>
      fetch(`${base}/health`).then(
        (response) => response.status,
        () => null,
      );
    const ready = () =>
      fetch(`${base}/ready`).then(
        (response) => response.status === 200,
        () => false,
      );
    /** Asks everything but /health again and again from now on; the answers, once stopped. */
    const sample = () => {
      let asking = true;
      const answers: Answer[] = [];
      const done = (async () => {
        while (asking) {
          answers.push(...(await everythingElse()));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      return async () => {
        asking = false;
        await done;
        return answers;
      };
    };
    /** The answers that are not a 503 with Retry-After, or a page some cache may keep. */
    const notRefusals = (answers: Answer[]) =>
      answers.filter(
        (answer) =>
          answer.status !== 503 ||
          answer.retryAfter !== RETRY_AFTER ||
          (answer.what === "page" && answer.cacheControl !== "no-store"),
      );

    // Started with its database down: alive, refusing everything else for now, and trying again.
    await until(async () => !running() || (await health()) === 200, 20_000);
    expect(running()).toBe(true);
    const stopSamplingStart = sample();
    const whileStarting = await everythingElse();
    expect(whileStarting.filter((answer) => answer.cacheControl !== "no-store")).toEqual([]);
    // Each in the form its caller reads.
    const [, startingPage, startingQuery] = whileStarting;
    expect(startingPage.contentType).toMatch(/^text\/html/);
    expect(JSON.parse(startingQuery.body)).toMatchObject({ errors: [{ extensions: { code: "SERVICE_UNAVAILABLE" } }] });
    await until(() => !running() || times("the database is out of reach: trying again") >= 3);
    expect(running()).toBe(true);
    const answersWhileStarting = await stopSamplingStart();
    expect(notRefusals([...whileStarting, ...answersWhileStarting])).toEqual([]);

    // The database starts: the site migrates and serves, and its job runner's next minute is set a little ahead.
    const clockSet = new Promise((resolve) => child!.once("message", resolve));
    child.send({ nextMinuteInMs: NEXT_MINUTE_AFTER_RESTART_MS });
    await clockSet;
    const nextMinute = Date.now() + NEXT_MINUTE_AFTER_RESTART_MS;
    await postgres.start();
    await until(async () => !running() || (await ready()), 20_000);
    expect(running()).toBe(true);
    expect(output).toContain("website on http://");

    // Gone again before the top of the minute, and still gone after it, when the minute's jobs are scheduled.
    const crashed = Date.now();
    await postgres.crash();
    expect(crashed).toBeLessThan(nextMinute);
    const stopSamplingOutage = sample();
    await until(() => !running() || times("the job runner stopped") >= 1, NEXT_MINUTE_AFTER_RESTART_MS + 10_000);
    expect(output).toContain("ECONNREFUSED");
    await until(() => !running() || times("the job runner could not start again") >= 2);
    expect(running()).toBe(true);
    const answersWhileAway = await stopSamplingOutage();
    expect(answersWhileAway.length).toBeGreaterThan(0);
    expect(notRefusals(answersWhileAway)).toEqual([]);
    expect(await health()).toBe(200);

    // Back: the site serves again and its job runner starts again, without a restart of the process.
    await postgres.start();
    await until(async () => !running() || (await ready()), 20_000);
    await until(() => !running() || output.includes("the job runner started again"), 20_000);
    expect(running()).toBe(true);
    expect(output).toContain("the job runner started again");
    const query = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ news(first: 1) { nodes { id } } }" }),
    });
    expect(query.status).toBe(200);

    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 90_000);

  it("started on an empty database it cannot reach yet, stays up, then migrates it and serves once it answers", async () => {
    // A new site's first start with its database host still booting: the database exists, nothing is in it.
    const admin = new Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query("CREATE DATABASE never_migrated");
    await admin.end();
    const emptyUrl = new URL(postgres.adminUrl);
    emptyUrl.pathname = "/never_migrated";
    await postgres.crash();
    child = await startSite(emptyUrl.toString());
    const base = `http://127.0.0.1:${port}`;
    const running = () => child!.exitCode === null && child!.signalCode === null;
    const status = (pathname: string, init?: RequestInit) =>
      fetch(`${base}${pathname}`, init).then(
        (response) => ({ status: response.status, retryAfter: response.headers.get("retry-after") }),
        () => null,
      );
    const newsQuery = () =>
      fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ news(first: 1) { nodes { id } } }" }),
      });

    await until(async () => !running() || (await status("/health"))?.status === 200, 20_000);
    const attempts = () => output.split("the database is out of reach: trying again").length - 1;
    await until(() => !running() || attempts() >= 3, 20_000);
    expect(running()).toBe(true);
    const refused = { status: 503, retryAfter: RETRY_AFTER };
    expect(await status("/health")).toEqual({ status: 200, retryAfter: null });
    expect(await status("/ready")).toEqual(refused);
    expect(await status("/api/news")).toEqual(refused);
    expect(await status("/news", { headers: { accept: "text/html" } })).toEqual(refused);
    const waiting = await newsQuery();
    expect([waiting.status, waiting.headers.get("retry-after")]).toEqual([503, RETRY_AFTER]);
    expect(output).not.toContain("migration applied");

    await postgres.start();
    await until(async () => !running() || (await status("/ready"))?.status === 200, 30_000);
    expect(running()).toBe(true);
    expect(await status("/ready")).toEqual({ status: 200, retryAfter: null });
    expect(output).toContain("migration applied");
    const served = await newsQuery();
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ data: { news: { nodes: [] } } });

    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 90_000);
});
