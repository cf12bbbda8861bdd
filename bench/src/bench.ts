import { spawn } from "node:child_process";
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
import { UserService } from "../modules/auth";
import { CHROMIUM_PATH, measureHomePage, runLighthouse } from "./bench-browser";
import type { LighthouseOutcome, PageWeight } from "./bench-browser";
import { onCleanup, runCleanups, stopChild } from "./bench-cleanup";
import { PHOTO_HEIGHT, PHOTO_WIDTH, measureVariant, samplePhoto, signInStaff, timeUploads } from "./bench-files";
import type { ServingResult, UploadTimes } from "./bench-files";
import { seedNews } from "./bench-seed";

// `npm run bench`: the news list over HTTP, API (default and with the public query cache off) vs a bare
// node:http + pg baseline, on a fresh seeded database; then gallery uploads and image serving (issue 4) and,
// on a second database with the demo content, the client's budgets in Chromium and Lighthouse (issue 6).
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
const WATCHDOG_MS = 6 * 60_000;
const HOST = "127.0.0.1";

const TARGET_RPS = 1500;
const TARGET_LIST_P99_MS = 100;
const TARGET_BASELINE_SHARE = 0.5;
const TARGET_SEARCH_P99_MS = 150;

const UPLOADS = 5;
const BENCH_STAFF = "bench-staff";
const TARGET_VARIANT_RPS = 2000;
const TARGET_UPLOAD_MS = 2000;

const KB = 1000;
const BUDGET_JS_GZIP_BYTES = 220 * KB;
const BUDGET_TRANSFER_BYTES = 700 * KB;
// A 390×844 phone is an iPhone 12-15, at 3 device pixels per CSS pixel; 1× shows what the images add.
const PIXEL_RATIOS = [3, 1];
const LIGHTHOUSE_PATHS = ["/", "/news", "/events"];
const SNAPSHOT_ATTEMPTS = 5;
const TARGET_PERFORMANCE = 90;
const TARGET_ACCESSIBILITY = 100;
const TARGET_SEO = 95;

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

type ServerKey = "api" | "api-nocache" | "baseline";

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

interface DatabaseServer {
  adminUrl: string;
  where: string;
}

/** DATABASE_URL's server, or a throwaway embedded PostgreSQL. */
async function databaseServer(workDir: string): Promise<DatabaseServer> {
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

/** A fresh database, dropped at the end. */
async function createDatabase(server: DatabaseServer): Promise<{ url: string; name: string }> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  await adminQuery(server.adminUrl, `CREATE DATABASE ${name}`);
  onCleanup(`drop database ${name}`, () => adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/** Migrates and seeds the news, and creates a staff user the way `npm run admin -- create` does. */
async function prepareDatabase(url: string): Promise<{ matching: number; version: string; temporaryPassword: string }> {
  const dataSource = createDataSource({ url, poolMax: 2, connectTimeoutMs: 5000, logger: createLogger("warn") });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: "each" });
    const { matching } = await seedNews(dataSource, ROWS, SEARCH_TERM);
    const { temporaryPassword } = await new UserService(dataSource).create(BENCH_STAFF);
    const [{ server_version }]: { server_version: string }[] = await dataSource.query("SHOW server_version");
    return { matching, version: server_version, temporaryPassword };
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
async function startServer(
  label: string,
  nodeArgs: string[],
  script: string,
  env: Record<string, string>,
): Promise<RunningServer> {
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
  const problem = (reason: string) =>
    new Error(`${baseUrl}/graphql ${reason}; it answered ${response.status}: ${text.slice(0, 500)}`);
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
    if (term && !`${node.title} ${node.excerpt}`.toLowerCase().includes(term))
      throw problem(`answered a node not matching "${term}"`);
  }
  return text;
}

async function load(
  baseUrl: string,
  variables: Record<string, string>,
  expectBody: string,
  duration: number,
): Promise<Result> {
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

async function measure(
  server: ServerKey,
  scenario: (typeof SCENARIOS)[number],
  baseUrl: string,
  expectBody: string,
): Promise<Measurement> {
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

const benchStarted = Date.now();
/** Time since the bench began, so a slow phase shows when the whole run nears its bound. */
const elapsed = () => `[${Math.round((Date.now() - benchStarted) / 1000)} s]`;
const fmt = (value: number) => Math.round(value).toLocaleString("en-US");
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);
const failures = (m: Measurement) => m.non2xx + m.errors + m.mismatches;

/** Other work on this small machine skews every figure, so say how busy it was. */
function loadNote(when: string, oneMinute: number): string {
  const busy = oneMinute > os.cpus().length / 2;
  return `Load average (1 min) ${when}: ${oneMinute.toFixed(2)}${busy ? " - WARNING: the machine is busy with other work; figures will be low and noisy" : ""}`;
}

interface Target {
  /** undefined: not measured. */
  ok: boolean | undefined;
  name: string;
  measured: string;
}

interface FileFigures {
  uploads: UploadTimes;
  serving: ServingResult;
}

/** The client's figures, or why they were not measured. */
type BrowserFigures = { weights: PageWeight[]; lighthouse: LighthouseOutcome[] } | { skipped: string };

const SERVER_LABELS: Record<ServerKey, string> = { api: "api", "api-nocache": "api, no cache", baseline: "baseline" };
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function newsReport(results: Measurement[]): Target[] {
  const find = (server: ServerKey, scenario: ScenarioKey) =>
    results.find((m) => m.server === server && m.scenario === scenario);
  const shareOf = (m: Measurement | undefined) => {
    const baseline = m && find("baseline", m.scenario);
    return m && baseline ? m.requestsPerSecond / baseline.requestsPerSecond : undefined;
  };
  const line = "-".repeat(89);
  console.log(`News list (${CONNECTIONS} connections, ${DURATION_S} s each, ${fmt(ROWS)} articles)`);
  console.log(line);
  console.log(
    `${pad("server", 16)}${pad("scenario", 17)}${padStart("req/s", 9)}${padStart("p50 ms", 9)}${padStart("p99 ms", 9)}${padStart("failed", 9)}${padStart("of baseline", 14)}`,
  );
  console.log(line);
  for (const m of results) {
    const share = m.server === "baseline" ? undefined : shareOf(m);
    const label = SCENARIOS.find((s) => s.key === m.scenario)?.label ?? m.scenario;
    console.log(
      `${pad(SERVER_LABELS[m.server], 16)}${pad(label, 17)}${padStart(fmt(m.requestsPerSecond), 9)}${padStart(String(m.p50), 9)}${padStart(String(m.p99), 9)}${padStart(String(failures(m)), 9)}${padStart(share === undefined ? "" : `${Math.round(share * 100)}%`, 14)}`,
    );
  }
  console.log(line);

  const list = find("api", "list");
  const search = find("api", "search");
  const targets: Target[] = [];
  if (list) {
    targets.push({
      ok: list.requestsPerSecond >= TARGET_RPS,
      name: `first page >= ${fmt(TARGET_RPS)} req/s`,
      measured: `${fmt(list.requestsPerSecond)} req/s`,
    });
    targets.push({
      ok: list.p99 < TARGET_LIST_P99_MS,
      name: `first page p99 < ${TARGET_LIST_P99_MS} ms`,
      measured: `${list.p99} ms`,
    });
    const share = shareOf(list);
    if (share !== undefined) {
      targets.push({
        ok: share >= TARGET_BASELINE_SHARE,
        name: `first page >= ${TARGET_BASELINE_SHARE * 100}% of baseline`,
        measured: `${Math.round(share * 100)}%`,
      });
    }
  }
  if (search) {
    targets.push({
      ok: search.p99 < TARGET_SEARCH_P99_MS,
      name: `search p99 < ${TARGET_SEARCH_P99_MS} ms`,
      measured: `${search.p99} ms`,
    });
  }
  const failed = results.reduce((sum, m) => sum + failures(m), 0);
  targets.push({
    ok: failed === 0,
    name: "no failed requests (non-2xx, errors, wrong body)",
    measured: String(failed),
  });
  return targets;
}

/** The uncached run is reported beside the targets, never as one: the targets are for the default configuration. */
function uncachedNote(results: Measurement[]): string[] {
  const find = (server: ServerKey, scenario: ScenarioKey) =>
    results.find((m) => m.server === server && m.scenario === scenario);
  return SCENARIOS.flatMap((scenario) => {
    const m = find("api-nocache", scenario.key);
    const baseline = find("baseline", scenario.key);
    if (!m || !baseline) return [];
    return [
      `${scenario.label}: ${fmt(m.requestsPerSecond)} req/s (${Math.round((m.requestsPerSecond / baseline.requestsPerSecond) * 100)}% of baseline), p50 ${m.p50} ms, p99 ${m.p99} ms`,
    ];
  });
}

function filesReport(files: FileFigures | undefined): Target[] {
  if (!files) return [];
  const { uploads, serving } = files;
  const times = uploads.timesMs;
  console.log(`\nGallery files (issue 4)`);
  console.log(
    `  upload ${(uploads.photoBytes / 1e6).toFixed(2)} MB JPEG (${PHOTO_WIDTH}x${PHOTO_HEIGHT}) to createGalleryItem, ${times.length}x one after another:` +
      ` median ${ms(median(times))}, max ${ms(Math.max(...times))} (${times.map(ms).join(", ")})`,
  );
  console.log(
    `  serve ${uploads.variantPath.split("/").pop()} (${kb(serving.bytes)}), ${CONNECTIONS} connections, ${DURATION_S} s:` +
      ` ${fmt(serving.requestsPerSecond)} req/s, p50 ${serving.p50} ms, p99 ${serving.p99} ms (${fmt(serving.requests)} requests, failed ${serving.failed})`,
  );
  return [
    {
      ok: serving.requestsPerSecond >= TARGET_VARIANT_RPS,
      name: `640w WebP variant >= ${fmt(TARGET_VARIANT_RPS)} req/s`,
      measured: `${fmt(serving.requestsPerSecond)} req/s, p99 ${serving.p99} ms`,
    },
    { ok: serving.failed === 0, name: "variant: no failed requests", measured: String(serving.failed) },
    {
      ok: median(times) < TARGET_UPLOAD_MS,
      name: `4 MB JPEG upload, median < ${TARGET_UPLOAD_MS / 1000} s`,
      measured: ms(median(times)),
    },
    {
      ok: Math.max(...times) < TARGET_UPLOAD_MS,
      name: `4 MB JPEG upload, every one < ${TARGET_UPLOAD_MS / 1000} s`,
      measured: `max ${ms(Math.max(...times))}`,
    },
  ];
}

function browserReport(browser: BrowserFigures): Target[] {
  console.log(`\nClient budgets (issue 6): production build in ${CHROMIUM_PATH}, demo content; KB = 1,000 bytes`);
  const budgetNames = [
    `home initial JS <= ${kb(BUDGET_JS_GZIP_BYTES)} gzip`,
    `home first-load transfer <= ${kb(BUDGET_TRANSFER_BYTES)} (390x844 @${PIXEL_RATIOS[0]}x)`,
    ...LIGHTHOUSE_PATHS.map(
      (page) => `Lighthouse ${page}: perf >= ${TARGET_PERFORMANCE}, a11y ${TARGET_ACCESSIBILITY}, SEO >= ${TARGET_SEO}`,
    ),
  ];
  if ("skipped" in browser) {
    console.log(`  not measured: ${browser.skipped}`);
    return budgetNames.map((name) => ({ ok: undefined, name, measured: "not measured" }));
  }
  for (const weight of browser.weights) {
    const types = [...weight.byType]
      .sort(([, x], [, y]) => y.bytes - x.bytes)
      .map(([type, total]) => `${type} ${total.count}: ${kb(total.bytes)}`);
    console.log(
      `  home at 390x844 @${weight.deviceScaleFactor}x: ${weight.requests} requests${weight.failedRequests ? ` (${weight.failedRequests} failed)` : ""},` +
        ` ${kb(weight.transferBytes)} transferred (${types.join(", ")})`,
    );
  }
  // The scripts do not depend on the pixel ratio, so the first load speaks for all.
  const [primary] = browser.weights;
  console.log(
    `  home JavaScript: ${primary.jsFiles} files, ${kb(primary.jsBytes)} raw, ${kb(primary.jsGzipBytes)} gzip (level 6);` +
      ` the server sent it ${primary.jsSentCompressed ? "compressed" : "uncompressed"}`,
  );
  console.log(`    largest (gzip): ${primary.largestJs.map((js) => `${js.name} ${kb(js.gzipBytes)}`).join(", ")}`);
  for (const page of browser.lighthouse) {
    if ("error" in page) {
      console.log(`  Lighthouse ${pad(page.path, 8)} failed: ${page.error}`);
      continue;
    }
    console.log(
      `  Lighthouse ${pad(page.path, 8)} performance ${page.performance}, accessibility ${page.accessibility}, SEO ${page.seo}; ${page.metrics}; CPU benchmark index ${page.benchmarkIndex === null ? "?" : Math.round(page.benchmarkIndex)}`,
    );
    if (page.opportunities.length)
      console.log(`    biggest savings (Lighthouse's estimate): ${page.opportunities.join(", ")}`);
    if (page.failedAudits.length) console.log(`    failed accessibility/SEO audits: ${page.failedAudits.join(", ")}`);
  }

  return [
    // Gzip sizes whatever the server sends: the budget is about the bundle, compression on the wire is a separate matter.
    { ok: primary.jsGzipBytes <= BUDGET_JS_GZIP_BYTES, name: budgetNames[0], measured: kb(primary.jsGzipBytes) },
    { ok: primary.transferBytes <= BUDGET_TRANSFER_BYTES, name: budgetNames[1], measured: kb(primary.transferBytes) },
    ...browser.lighthouse.map((page, index) =>
      "error" in page
        ? { ok: undefined, name: budgetNames[2 + index], measured: "Lighthouse failed" }
        : {
            ok:
              (page.performance ?? 0) >= TARGET_PERFORMANCE &&
              (page.accessibility ?? 0) >= TARGET_ACCESSIBILITY &&
              (page.seo ?? 0) >= TARGET_SEO,
            name: budgetNames[2 + index],
            measured: `${page.performance} / ${page.accessibility} / ${page.seo}`,
          },
    ),
  ];
}

function report(
  results: Measurement[],
  files: FileFigures | undefined,
  browser: BrowserFigures,
  loadBefore: number,
): void {
  console.log(`\n================================ Summary ${elapsed()} ================================`);
  const sections: { title: string; targets: Target[]; notes?: string[] }[] = [
    {
      title: "News list (default configuration, public query cache on)",
      targets: newsReport(results),
      notes: [
        "Not a target - public query cache off (PUBLIC_QUERY_CACHE_TTL_MS=0):",
        ...uncachedNote(results).map((note) => `  ${note}`),
      ],
    },
    { title: "Gallery files", targets: filesReport(files) },
    { title: "Client budgets", targets: browserReport(browser) },
  ];
  console.log("\nTargets");
  for (const { title, targets, notes = [] } of sections) {
    console.log(`  ${title}`);
    for (const target of targets) {
      const mark = target.ok === undefined ? "[SKIP]" : target.ok ? "[ OK ]" : "[MISS]";
      console.log(`    ${mark} ${pad(target.name, 62)} ${target.measured}`);
    }
    for (const note of notes) console.log(`    ${note}`);
  }
  console.log(loadNote("before the runs", loadBefore));
  console.log(loadNote("at the end", os.loadavg()[0]));
  const all = sections.flatMap(({ targets }) => targets);
  const missed = all.filter((target) => target.ok === false).length;
  const skipped = all.filter((target) => target.ok === undefined).length;
  const skippedNote = skipped ? ` (${skipped} not measured)` : "";
  console.log(
    missed
      ? `\n>>> ${missed} TARGET${missed > 1 ? "S" : ""} MISSED <<<${skippedNote}`
      : `\nAll measured targets met.${skippedNote}`,
  );
}

/** Signs in, times the uploads, then loads the last upload's 640 px WebP; the caller's server runs the default config. */
async function benchFiles(baseUrl: string, temporaryPassword: string, photo: Buffer): Promise<FileFigures> {
  const token = await signInStaff(baseUrl, BENCH_STAFF, temporaryPassword);
  const uploads = await timeUploads(baseUrl, token, photo, UPLOADS);
  console.log(`  ${pad("4 MB upload", 18)} ${uploads.timesMs.map(ms).join(", ")}`);
  const serving = await measureVariant(baseUrl, uploads.variantPath, {
    connections: CONNECTIONS,
    durationS: DURATION_S,
    warmupS: WARMUP_S,
  });
  console.log(
    `  ${pad("640w WebP", 18)} ${fmt(serving.requestsPerSecond)} req/s, p50 ${serving.p50} ms, p99 ${serving.p99} ms (failed ${serving.failed})`,
  );
  return { uploads, serving };
}

/**
 * A copy of the production client build, taken at the start: others rebuilding client/dist while the
 * bench runs would otherwise leave the browser asking for files that just vanished. Answers the copy's
 * directory, or why there is none.
 */
async function snapshotClient(workDir: string): Promise<{ dir: string } | { skipped: string }> {
  const source = path.join(__dirname, "..", "..", "..", "client", "dist");
  const dir = path.join(workDir, "client-dist");
  for (let attempt = 1; attempt <= SNAPSHOT_ATTEMPTS; attempt += 1) {
    fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.cpSync(source, dir, { recursive: true });
      const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
      const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
      if (referenced.every((file) => fs.existsSync(path.join(dir, file)))) return { dir };
    } catch {
      // Missing, or a file vanished while copying.
    }
    // A build is probably writing client/dist right now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return { skipped: `no complete production client build in ${source} (run npm run build; is another build running?)` };
}

/** The production client on a database the server seeds with demo content, in Chromium and Lighthouse. */
async function benchBrowser(
  database: DatabaseServer,
  workDir: string,
  client: { dir: string } | { skipped: string },
  apiEnv: (url: string) => Record<string, string>,
): Promise<BrowserFigures> {
  if (!fs.existsSync(CHROMIUM_PATH))
    return { skipped: `${CHROMIUM_PATH} is missing (as root: apt-get update && apt-get install -y chromium)` };
  if ("skipped" in client) return client;
  const demo = await createDatabase(database);
  console.log(`${elapsed()} Site with demo content (database ${demo.name})`);
  const site = await startServer("site", [], path.join(__dirname, "..", "main.js"), {
    ...apiEnv(demo.url),
    SEED_DEMO_CONTENT: "true",
    CLIENT_DIST_DIR: client.dir,
  });
  try {
    const weights = await measureHomePage(site.baseUrl, PIXEL_RATIOS);
    console.log(
      `  home page: ${weights.map((w) => `@${w.deviceScaleFactor}x ${kb(w.transferBytes)}`).join(", ")}; JS gzip ${kb(weights[0].jsGzipBytes)}`,
    );
    const lighthouse = await runLighthouse(site.baseUrl, LIGHTHOUSE_PATHS, workDir);
    console.log(
      `  Lighthouse: ${lighthouse.map((page) => ("error" in page ? `${page.path} failed` : `${page.path} ${page.performance}/${page.accessibility}/${page.seo}`)).join(", ")}`,
    );
    return { weights, lighthouse };
  } catch (error) {
    // The server-side figures are still worth printing when the browser part breaks.
    return { skipped: `failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await site.stop();
    if (site.output().trim()) console.log(`  site server output:\n${site.output().trimEnd()}`);
  }
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its data directory in here.
  fs.chmodSync(workDir, 0o755);
  onCleanup(`remove ${workDir}`, async () => fs.rmSync(workDir, { recursive: true, force: true }));

  const client = await snapshotClient(workDir);
  const database = await databaseServer(workDir);
  const news = await createDatabase(database);
  let started = Date.now();
  const { matching, version, temporaryPassword } = await prepareDatabase(news.url);
  console.log(`Database: ${database.where}, database ${news.name} (PostgreSQL ${version})`);
  console.log(`Seeded ${fmt(ROWS)} articles in ${Date.now() - started} ms; ${fmt(matching)} match "${SEARCH_TERM}".`);
  started = Date.now();
  const photo = await samplePhoto();
  console.log(
    `Made a ${(photo.length / 1e6).toFixed(2)} MB ${PHOTO_WIDTH}x${PHOTO_HEIGHT} sample JPEG in ${Date.now() - started} ms.`,
  );
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs; autocannon: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per run.`,
  );
  const [loadBefore] = os.loadavg();
  console.log(`${loadNote("before the runs", loadBefore)}\n`);

  const jwtSecret = randomBytes(36).toString("base64url");
  const apiEnv = (url: string): Record<string, string> => ({
    DATABASE_URL: url,
    LOG_LEVEL: "warn",
    SEED_DEMO_CONTENT: "false",
    NODE_ENV: "production",
    JWT_SECRET: jwtSecret,
    DATA_DIR: workDir,
  });
  const apiScript = path.join(__dirname, "..", "main.js");
  const apiNodeArgs = process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const results: Measurement[] = [];
  const expected = new Map<ScenarioKey, string>();
  let files: FileFigures | undefined;
  const servers: { key: ServerKey; label: string; nodeArgs: string[]; script: string; env: Record<string, string> }[] =
    [
      {
        key: "api",
        label: "API (Express + Apollo, node dist/main.js), default configuration",
        nodeArgs: apiNodeArgs,
        script: apiScript,
        env: apiEnv(news.url),
      },
      {
        key: "api-nocache",
        label: "API with the public query cache off (PUBLIC_QUERY_CACHE_TTL_MS=0)",
        nodeArgs: apiNodeArgs,
        script: apiScript,
        env: { ...apiEnv(news.url), PUBLIC_QUERY_CACHE_TTL_MS: "0" },
      },
      {
        key: "baseline",
        label: "baseline (node:http + pg Pool, same SQL)",
        nodeArgs: [],
        script: path.join(__dirname, "bench-baseline.js"),
        env: { DATABASE_URL: news.url },
      },
    ];

  for (const server of servers) {
    console.log(`${elapsed()} ${server.label}`);
    const running = await startServer(server.key, server.nodeArgs, server.script, server.env);
    for (const scenario of SCENARIOS) {
      const body = await verifiedResponse(running.baseUrl, scenario.variables);
      const apiBody = expected.get(scenario.key);
      if (apiBody !== undefined && apiBody !== body) {
        throw new Error(
          `The ${server.key} server's ${scenario.label} response differs from the API's:\n${body}\nvs\n${apiBody}`,
        );
      }
      expected.set(scenario.key, body);
      results.push(await measure(server.key, scenario, running.baseUrl, body));
    }
    // After the news runs: the uploads write to the database, which empties the public query cache.
    if (server.key === "api") files = await benchFiles(running.baseUrl, temporaryPassword, photo);
    // Only one server runs at a time, so none competes with another for the two cores.
    await running.stop();
    if (running.output().trim()) console.log(`  ${server.key} server output:\n${running.output().trimEnd()}`);
  }
  const browser = await benchBrowser(database, workDir, client, apiEnv);
  report(results, files, browser, loadBefore);
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
