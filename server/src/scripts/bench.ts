import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { Result } from "autocannon";
import { Client } from "pg";
import { createDataSource } from "../db/data-source";
import { startEmbeddedPostgres } from "../db/embedded-postgres";
import { createLogger } from "../logger";
import { seedNews } from "./bench-seed";

// `npm run bench`: the news list over HTTP, API vs a bare node:http + pg baseline, on a fresh seeded database.
// Servers run as child processes so autocannon has its own event loop; exit code 0 even when targets are missed.
// BENCH_API_NODE_ARGS adds node flags to the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".

const ROWS = 10_000;
const SEARCH_TERM = "netball";
const PAGE_SIZE = 20;
const CONNECTIONS = 50;
const DURATION_S = 10;
// Not reported: lets V8 optimise and the pools fill before the measured run.
const WARMUP_S = 3;
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
const CLEANUP_STEP_TIMEOUT_MS = 20_000;
const WATCHDOG_MS = 5 * 60_000;
const HOST = "127.0.0.1";

const TARGET_RPS = 1500;
const TARGET_LIST_P99_MS = 100;
const TARGET_BASELINE_SHARE = 0.5;
const TARGET_SEARCH_P99_MS = 150;

const QUERY = `query NewsList($search: String) {
  news(first: ${PAGE_SIZE}, search: $search) {
    nodes { id title excerpt date category image }
    pageInfo { hasNextPage endCursor }
  }
}`;

type ScenarioKey = "list" | "search";

const SCENARIOS: { key: ScenarioKey; label: string; variables: Record<string, string> }[] = [
  { key: "list", label: "first page", variables: {} },
  { key: "search", label: `search "${SEARCH_TERM}"`, variables: { search: SEARCH_TERM } },
];

type ServerKey = "api" | "baseline";

interface Measurement {
  server: ServerKey;
  scenario: ScenarioKey;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  mismatches: number;
}

interface NewsPage {
  data?: { news?: { nodes?: Record<string, unknown>[]; pageInfo?: { hasNextPage?: boolean } } } | null;
  errors?: unknown[];
}

/** Undo steps, run newest first; each runs once even if the watchdog and `finally` both ask. */
const cleanups: { label: string; run: () => Promise<void> }[] = [];

/** Registers an undo step and answers a function that runs it early. */
function onCleanup(label: string, run: () => Promise<void>): () => Promise<void> {
  const step = { label, run };
  cleanups.push(step);
  return async () => {
    const index = cleanups.indexOf(step);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await runStep(step);
  };
}

async function runStep(step: { label: string; run: () => Promise<void> }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      step.run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), CLEANUP_STEP_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    console.error(`cleanup: could not ${step.label}:`, error instanceof Error ? error.message : error);
  } finally {
    clearTimeout(timer);
  }
}

async function runCleanups(): Promise<void> {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) await runStep(step);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on DATABASE_URL's server, or on a throwaway embedded PostgreSQL. */
async function createBenchDatabase(workDir: string): Promise<{ url: string; where: string }> {
  let adminUrl = process.env.DATABASE_URL;
  let where = `DATABASE_URL's server (${adminUrl ? new URL(adminUrl).host : ""})`;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(workDir, "postgres"),
      port: await freePort(),
      database: "postgres",
    });
    onCleanup("stop the embedded PostgreSQL", () => embedded.stop());
    adminUrl = embedded.adminUrl;
    where = `embedded PostgreSQL on ${new URL(adminUrl).host}`;
  }
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const admin = adminUrl;
  onCleanup(`drop database ${name}`, () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), where: `${where}, database ${name}` };
}

async function prepareDatabase(url: string): Promise<{ matching: number; version: string }> {
  const dataSource = createDataSource({ url, poolMax: 2, connectTimeoutMs: 5000, logger: createLogger("warn") });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: "each" });
    const { matching } = await seedNews(dataSource, ROWS, SEARCH_TERM);
    const [{ server_version }]: { server_version: string }[] = await dataSource.query("SHOW server_version");
    return { matching, version: server_version };
  } finally {
    await dataSource.destroy();
  }
}

interface RunningServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a compiled script as a child process and waits until its GET /ready answers 200. */
async function startServer(label: string, nodeArgs: string[], script: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, HOST, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const stop = onCleanup(`stop the ${label} server`, () => stopChild(child));

  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return { baseUrl, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The ${label} server did not become ready on ${baseUrl}. Its output:\n${output}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function requestBody(variables: Record<string, string>): string {
  return JSON.stringify({ operationName: "NewsList", query: QUERY, variables });
}

/** One request by hand: the page must be complete and error-free, else the load figures mean nothing. */
async function verifiedResponse(baseUrl: string, variables: Record<string, string>): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: requestBody(variables),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const problem = (reason: string) => new Error(`${baseUrl}/graphql ${reason}; it answered ${response.status}: ${text.slice(0, 500)}`);
  if (response.status !== 200) throw problem("did not answer 200");
  const body = JSON.parse(text) as NewsPage;
  if (body.errors) throw problem("answered GraphQL errors");
  const nodes = body.data?.news?.nodes ?? [];
  if (nodes.length !== PAGE_SIZE) throw problem(`did not answer ${PAGE_SIZE} nodes`);
  if (body.data?.news?.pageInfo?.hasNextPage !== true) throw problem("did not report a next page");
  for (const node of nodes) {
    for (const field of ["id", "title", "excerpt", "date", "category"]) {
      if (typeof node[field] !== "string") throw problem(`answered a node without ${field}`);
    }
    const term = variables.search?.toLowerCase();
    if (term && !`${node.title} ${node.excerpt}`.toLowerCase().includes(term)) throw problem(`answered a node not matching "${term}"`);
  }
  return text;
}

async function load(baseUrl: string, variables: Record<string, string>, expectBody: string, duration: number): Promise<Result> {
  return autocannon({
    url: `${baseUrl}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: requestBody(variables),
    connections: CONNECTIONS,
    duration,
    // Every response must be byte-identical to the verified one: GraphQL errors (sent with status 200) count as failures.
    expectBody,
  });
}

async function measure(server: ServerKey, scenario: (typeof SCENARIOS)[number], baseUrl: string, expectBody: string): Promise<Measurement> {
  await load(baseUrl, scenario.variables, expectBody, WARMUP_S);
  const result = await load(baseUrl, scenario.variables, expectBody, DURATION_S);
  const measurement: Measurement = {
    server,
    scenario: scenario.key,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    mismatches: result.mismatches,
  };
  console.log(
    `  ${pad(scenario.label, 18)} ${fmt(measurement.requestsPerSecond)} req/s, p50 ${measurement.p50} ms, p99 ${measurement.p99} ms` +
      ` (${fmt(measurement.requests)} requests; non-2xx ${measurement.non2xx}, errors ${measurement.errors}, wrong body ${measurement.mismatches})`,
  );
  return measurement;
}

const fmt = (value: number) => Math.round(value).toLocaleString("en-US");
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);
const failures = (m: Measurement) => m.non2xx + m.errors + m.mismatches;

/** Other work on this small machine skews every figure, so say how busy it was before we began. */
function loadNote(oneMinute: number): string {
  const busy = oneMinute > os.cpus().length / 2;
  return `Load average (1 min): ${oneMinute.toFixed(2)}${busy ? " - WARNING: the machine is busy with other work; figures will be low and noisy" : ""}`;
}

function report(results: Measurement[], loadBefore: number): void {
  const find = (server: ServerKey, scenario: ScenarioKey) => results.find((m) => m.server === server && m.scenario === scenario);
  const line = "-".repeat(86);
  console.log(`\nSummary (${CONNECTIONS} connections, ${DURATION_S} s each, ${fmt(ROWS)} articles)`);
  console.log(line);
  console.log(`${pad("server", 10)}${pad("scenario", 20)}${padStart("req/s", 9)}${padStart("p50 ms", 9)}${padStart("p99 ms", 9)}${padStart("failed", 9)}${padStart("of baseline", 14)}`);
  console.log(line);
  for (const m of results) {
    const baseline = find("baseline", m.scenario);
    const share = m.server === "api" && baseline ? `${Math.round((m.requestsPerSecond / baseline.requestsPerSecond) * 100)}%` : "";
    const label = SCENARIOS.find((s) => s.key === m.scenario)?.label ?? m.scenario;
    console.log(
      `${pad(m.server, 10)}${pad(label, 20)}${padStart(fmt(m.requestsPerSecond), 9)}${padStart(String(m.p50), 9)}${padStart(String(m.p99), 9)}${padStart(String(failures(m)), 9)}${padStart(share, 14)}`,
    );
  }
  console.log(line);

  const list = find("api", "list");
  const search = find("api", "search");
  const baselineList = find("baseline", "list");
  const targets: { ok: boolean; name: string; measured: string }[] = [];
  if (list) {
    targets.push({ ok: list.requestsPerSecond >= TARGET_RPS, name: `first page >= ${fmt(TARGET_RPS)} req/s`, measured: `${fmt(list.requestsPerSecond)} req/s` });
    targets.push({ ok: list.p99 < TARGET_LIST_P99_MS, name: `first page p99 < ${TARGET_LIST_P99_MS} ms`, measured: `${list.p99} ms` });
    if (baselineList) {
      const share = list.requestsPerSecond / baselineList.requestsPerSecond;
      targets.push({ ok: share >= TARGET_BASELINE_SHARE, name: `first page >= ${TARGET_BASELINE_SHARE * 100}% of baseline`, measured: `${Math.round(share * 100)}%` });
    }
  }
  if (search) {
    targets.push({ ok: search.p99 < TARGET_SEARCH_P99_MS, name: `search p99 < ${TARGET_SEARCH_P99_MS} ms`, measured: `${search.p99} ms` });
  }
  const failed = results.reduce((sum, m) => sum + failures(m), 0);
  targets.push({ ok: failed === 0, name: "no failed requests (non-2xx, errors, wrong body)", measured: String(failed) });

  console.log("Targets");
  for (const target of targets) console.log(`  ${target.ok ? "[ OK ]" : "[MISS]"} ${pad(target.name, 52)} ${target.measured}`);
  console.log(loadNote(loadBefore));
  const missed = targets.filter((target) => !target.ok).length;
  console.log(missed ? `\n>>> ${missed} TARGET${missed > 1 ? "S" : ""} MISSED <<<` : "\nAll targets met.");
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its data directory in here.
  fs.chmodSync(workDir, 0o755);
  onCleanup(`remove ${workDir}`, async () => fs.rmSync(workDir, { recursive: true, force: true }));

  const database = await createBenchDatabase(workDir);
  const started = Date.now();
  const { matching, version } = await prepareDatabase(database.url);
  console.log(`Database: ${database.where} (PostgreSQL ${version})`);
  console.log(`Seeded ${fmt(ROWS)} articles in ${Date.now() - started} ms; ${fmt(matching)} match "${SEARCH_TERM}".`);
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs; autocannon: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per run.`);
  const [loadBefore] = os.loadavg();
  console.log(`${loadNote(loadBefore)}\n`);

  const results: Measurement[] = [];
  const expected = new Map<ScenarioKey, string>();
  const servers: { key: ServerKey; label: string; nodeArgs: string[]; script: string; env: Record<string, string> }[] = [
    {
      key: "api",
      label: "API (Express + Apollo, node dist/main.js)",
      nodeArgs: process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [],
      script: path.join(__dirname, "..", "main.js"),
      env: {
        DATABASE_URL: database.url,
        LOG_LEVEL: "warn",
        SEED_DEMO_CONTENT: "false",
        NODE_ENV: "production",
        JWT_SECRET: randomBytes(36).toString("base64url"),
        DATA_DIR: workDir,
      },
    },
    {
      key: "baseline",
      label: "baseline (node:http + pg Pool, same SQL)",
      nodeArgs: [],
      script: path.join(__dirname, "bench-baseline.js"),
      env: { DATABASE_URL: database.url },
    },
  ];

  for (const server of servers) {
    console.log(server.label);
    const running = await startServer(server.key, server.nodeArgs, server.script, server.env);
    for (const scenario of SCENARIOS) {
      const body = await verifiedResponse(running.baseUrl, scenario.variables);
      const apiBody = expected.get(scenario.key);
      if (apiBody !== undefined && apiBody !== body) {
        throw new Error(`The ${server.key} server's ${scenario.label} response differs from the API's:\n${body}\nvs\n${apiBody}`);
      }
      expected.set(scenario.key, body);
      results.push(await measure(server.key, scenario, running.baseUrl, body));
    }
    // Only one server runs at a time, so neither competes with the other for the two cores.
    await running.stop();
    if (running.output().trim()) console.log(`  ${server.key} server output:\n${running.output().trimEnd()}`);
  }
  report(results, loadBefore);
}

async function abort(reason: string): Promise<never> {
  console.error(`\nbench: ${reason}; cleaning up`);
  await runCleanups();
  process.exit(1);
}

const watchdog = setTimeout(() => void abort(`still running after ${WATCHDOG_MS / 1000} s`), WATCHDOG_MS);
process.once("SIGINT", () => void abort("interrupted"));
process.once("SIGTERM", () => void abort("terminated"));

async function run(): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error("\nbench failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await runCleanups();
    clearTimeout(watchdog);
  }
}

void run();
