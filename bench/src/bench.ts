import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CHROMIUM_PATH,
  LIGHTHOUSE_PATHS,
  LIGHTHOUSE_RUNS,
  appStartScript,
  clientResult,
  measureHomePage,
  runLighthouse,
  snapshotClient,
} from "./browser";
import type { ClientResult, LighthouseOutcome } from "./browser";
import { measureAllocation, printAllocation } from "./allocation";
import { onCleanup, runEntry } from "./cleanup";
import { cpuBusyPercent, freshMemoryMsPerMb } from "./host";
import { createDatabase, databaseServer, prepareNewsDatabase } from "./database";
import type { DatabaseServer } from "./database";
import { PHOTO_HEIGHT, PHOTO_WIDTH, filesResult, measureVariant, samplePhoto, signInStaff, timeUploads } from "./files";
import type { FilesResult } from "./files";
import { ROWS, SCENARIOS, SEARCH_TERM, measureNews, newsResult, verifiedResponse } from "./news";
import type { NewsRun, ScenarioKey, ServerKey } from "./news";
import { measureHtml } from "./load";
import { BASELINE_SCRIPT, SERVER_MAIN } from "./paths";
import { startServer } from "./processes";
import {
  printHomePage,
  printHtmlServing,
  printLighthouse,
  printNewsRun,
  printPhase,
  printServerOutput,
  printSiteSearch,
  printServing,
  printSetup,
  printSummary,
  printUploads,
  writeJson,
} from "./report";
import type { BenchResults } from "./report";
import type { Skipped } from "./results";
import { benchSiteSearch } from "./site-search";
import type { SiteSearchResult } from "./site-search";

// `npm run bench`: the news list over HTTP, API (default and with the public query cache off) vs a bare
// node:http + pg baseline, on a fresh seeded database; then gallery uploads and image serving and,
// on a second database with the demo content, the client's budgets in Chromium and Lighthouse.
// It runs the built site (npm run build): servers run as child processes so autocannon has its own event loop.
// Exit code 0 even when targets are missed; 1 when the bench itself fails.
// BENCH_API_NODE_ARGS adds node flags to the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof";
// BENCH_JSON=<file> also writes every figure as JSON.

// Lighthouse alone runs LIGHTHOUSE_RUNS times on each of four pages, twice over (budgets, baseline), and on
// /news twice more (its app held back; DevTools throttling), 20-40 s a run, plus the runs it retries.
const WATCHDOG_MS = 60 * 60_000;
const NEWS_PAGE = "/news";
const BENCH_STAFF = "bench-staff";

type ServerEnv = Record<string, string>;

/** Times the uploads, then loads the last upload's 640 px WebP; the caller's server runs the default config. */
async function benchFiles(baseUrl: string, token: string, photo: Buffer): Promise<FilesResult> {
  const uploads = await timeUploads(baseUrl, token, photo);
  printUploads(uploads);
  const serving = await measureVariant(baseUrl, uploads.variantPath);
  printServing(serving);
  return filesResult(uploads, serving);
}

/** The first news article's public path on a running site (a page Lighthouse also runs on). */
async function firstArticlePath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ news(first: 1) { nodes { id } } }" }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await response.json()) as { data?: { news: { nodes: { id: string }[] } } };
  const id = answer.data?.news.nodes[0]?.id;
  if (!id) throw new Error(`the demo site has no news article: ${JSON.stringify(answer)}`);
  return `/news/${id}`;
}

/**
 * The production client on a database the server seeds with demo content, in Chromium and Lighthouse,
 * and the HTML of /news under load; then the same from the plain client-rendered build (the server
 * without its rendering entry, so every page is the shell), the baseline of the same run.
 */
async function benchClient(
  database: DatabaseServer,
  workDir: string,
  client: { dir: string } | Skipped,
  serverEnv: (url: string) => ServerEnv,
): Promise<ClientResult> {
  if (!fs.existsSync(CHROMIUM_PATH))
    return clientResult({
      skipped: `${CHROMIUM_PATH} is missing (as root: apt-get update && apt-get install -y chromium)`,
    });
  if ("skipped" in client) return clientResult(client);
  const demo = await createDatabase(database);
  printPhase(`Site with demo content (database ${demo.name})`);
  const siteEnv = { ...serverEnv(demo.url), SEED_DEMO_CONTENT: "true", CLIENT_DIST_DIR: client.dir };
  /** Runs `measure` on a server of the site with `env` added, and stops it. */
  const onSite = async <T>(key: string, env: ServerEnv, measure: (baseUrl: string) => Promise<T>): Promise<T> => {
    const site = await startServer(key, [], SERVER_MAIN, { ...siteEnv, ...env });
    try {
      return await measure(site.baseUrl);
    } finally {
      await site.stop();
      printServerOutput(key, site.output());
    }
  };
  try {
    const measured = await onSite("site", {}, async (baseUrl) => {
      const paths = [...LIGHTHOUSE_PATHS, await firstArticlePath(baseUrl)];
      const weights = await measureHomePage(baseUrl);
      printHomePage(weights);
      const lighthouse = await runLighthouse(baseUrl, workDir, paths, LIGHTHOUSE_RUNS.budgets);
      printLighthouse(lighthouse);
      const diagnose = async (variant: string, flags: string[]) => {
        const outcome = await runLighthouse(baseUrl, workDir, [NEWS_PAGE], LIGHTHOUSE_RUNS.diagnostics, flags);
        printLighthouse(outcome, variant);
        return outcome;
      };
      // A page whose start script cannot be found fails this diagnostic only, not the budgets measured above.
      const withoutApp = await appStartScript(baseUrl, NEWS_PAGE).then(
        (script) => diagnose("without its app", [`--blocked-url-patterns=${script}`]),
        (caught: unknown): LighthouseOutcome[] => [
          { path: NEWS_PAGE, error: caught instanceof Error ? caught.message : String(caught) },
        ],
      );
      const devtoolsThrottled = await diagnose("DevTools throttling", ["--throttling-method=devtools"]);
      const cached = await measureHtml(baseUrl, NEWS_PAGE, true);
      return { paths, weights, lighthouse, withoutApp, devtoolsThrottled, cached };
    });
    const { uncached, uncachedOneAtATime } = await onSite(
      "site-nocache",
      { PUBLIC_QUERY_CACHE_TTL_MS: "0" },
      async (baseUrl) => ({
        uncached: await measureHtml(baseUrl, NEWS_PAGE, true),
        // What one render costs, which visitors asking at once share.
        uncachedOneAtATime: await measureHtml(baseUrl, NEWS_PAGE, true, 1),
      }),
    );
    printPhase("The plain client-rendered build (baseline: no server rendering)");
    const noRendering = { CLIENT_SERVER_ENTRY: path.join(workDir, "no-server-rendering.cjs") };
    const baseline = await onSite("site-client-rendered", noRendering, async (baseUrl) => {
      const shell = await measureHtml(baseUrl, NEWS_PAGE, false);
      const lighthouse = await runLighthouse(baseUrl, workDir, measured.paths, LIGHTHOUSE_RUNS.baseline);
      printLighthouse(lighthouse);
      return { shell, lighthouse };
    });
    const html = {
      path: NEWS_PAGE,
      cached: measured.cached,
      uncached,
      uncachedOneAtATime,
      clientRendered: baseline.shell,
    };
    printHtmlServing(html);
    return clientResult(
      {
        weights: measured.weights,
        lighthouse: measured.lighthouse,
        clientRendered: baseline.lighthouse,
        withoutApp: measured.withoutApp,
        devtoolsThrottled: measured.devtoolsThrottled,
        html,
      },
      measured.paths,
    );
  } catch (error) {
    // The server-side figures are still worth printing when the browser part breaks.
    return clientResult({ skipped: `failed: ${error instanceof Error ? error.message : String(error)}` });
  }
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its data directory in here.
  fs.chmodSync(workDir, 0o755);
  onCleanup(`remove ${workDir}`, () => fs.promises.rm(workDir, { recursive: true, force: true }));

  const jwtSecret = randomBytes(36).toString("base64url");
  const serverEnv = (url: string): ServerEnv => ({
    DATABASE_URL: url,
    LOG_LEVEL: "warn",
    SEED_DEMO_CONTENT: "false",
    NODE_ENV: "production",
    JWT_SECRET: jwtSecret,
    DATA_DIR: workDir,
  });

  const client = await snapshotClient(workDir);
  const database = await databaseServer(workDir);
  const news = await createDatabase(database);
  const prepared = await prepareNewsDatabase(news, serverEnv(news.url), {
    rows: ROWS,
    searchTerm: SEARCH_TERM,
    username: BENCH_STAFF,
  });
  const photoStarted = performance.now();
  const photo = await samplePhoto();
  const photoMs = performance.now() - photoStarted;
  const busyBefore = await cpuBusyPercent();
  const freshMemory = await freshMemoryMsPerMb();
  printSetup({
    database: database.where,
    databaseName: news.name,
    postgresVersion: prepared.postgresVersion,
    rows: ROWS,
    seedMs: prepared.seedMs,
    matching: prepared.matching,
    searchTerm: SEARCH_TERM,
    photo: { bytes: photo.length, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, ms: photoMs },
    busyBefore,
    freshMemoryMsPerMb: freshMemory,
  });

  const apiNodeArgs = process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const servers: { key: ServerKey; label: string; nodeArgs: string[]; script: string; env: ServerEnv }[] = [
    {
      key: "api",
      label: "API (Express + Apollo, node dist/main.js), default configuration",
      nodeArgs: apiNodeArgs,
      script: SERVER_MAIN,
      env: serverEnv(news.url),
    },
    {
      key: "api-nocache",
      label: "API with the public query cache off (PUBLIC_QUERY_CACHE_TTL_MS=0)",
      nodeArgs: apiNodeArgs,
      script: SERVER_MAIN,
      env: { ...serverEnv(news.url), PUBLIC_QUERY_CACHE_TTL_MS: "0" },
    },
    {
      key: "baseline",
      label: "baseline (node:http + pg Pool, same SQL)",
      nodeArgs: [],
      script: BASELINE_SCRIPT,
      // The staff's token is checked as the API does: its signature, then its sign-in in the database.
      env: { DATABASE_URL: news.url, JWT_SECRET: jwtSecret },
    },
  ];
  const runs: NewsRun[] = [];
  const expected = new Map<ScenarioKey, string>();
  let files: FilesResult | undefined;
  let siteSearch: SiteSearchResult | undefined;
  let staffToken: string | undefined;
  for (const server of servers) {
    printPhase(server.label);
    const running = await startServer(server.key, server.nodeArgs, server.script, server.env);
    // Signed once, on the first server; every server shares the database and the secret.
    staffToken ??= await signInStaff(running.baseUrl, BENCH_STAFF, prepared.temporaryPassword);
    // The staff's list is never cached, so the cache-off server would measure it again for nothing.
    for (const scenario of SCENARIOS.filter((each) => !(each.signedIn && server.key === "api-nocache"))) {
      const body = await verifiedResponse(running.baseUrl, scenario, staffToken);
      const apiBody = expected.get(scenario.key);
      if (apiBody !== undefined && apiBody !== body) {
        throw new Error(
          `The ${server.key} server's ${scenario.label} response differs from the API's:\n${body}\nvs\n${apiBody}`,
        );
      }
      expected.set(scenario.key, body);
      const run = await measureNews(server.key, scenario, running.baseUrl, body, staffToken);
      printNewsRun(run);
      runs.push(run);
    }
    if (server.key === "api-nocache") {
      siteSearch = await benchSiteSearch(running.baseUrl, SEARCH_TERM);
      printSiteSearch(siteSearch);
    }
    // After the news runs: the uploads write to the database, which empties the public query cache.
    if (server.key === "api") files = await benchFiles(running.baseUrl, staffToken, photo);
    // Only one server runs at a time, so none competes with another for the two cores.
    await running.stop();
    printServerOutput(server.key, running.output());
  }
  if (!staffToken) throw new Error("no server signed the staff in");
  printPhase("Allocation per request (API, cache off)");
  const allocation = await measureAllocation(
    SERVER_MAIN,
    { ...serverEnv(news.url), PUBLIC_QUERY_CACHE_TTL_MS: "0" },
    staffToken,
  );
  printAllocation(allocation);
  if (!files) throw new Error("the gallery files were not measured");
  if (!siteSearch) throw new Error("the site search was not measured");
  const clientFigures = await benchClient(database, workDir, client, serverEnv);

  const newsFigures = newsResult(runs, prepared.matching);
  const targets = [...newsFigures.targets, ...siteSearch.targets, ...files.targets, ...clientFigures.targets];
  const results: BenchResults = {
    environment: {
      startedAt: startedAt.toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      busyBefore,
      busyAfter: await cpuBusyPercent(),
      freshMemoryMsPerMb: freshMemory,
      database: database.where,
      postgresVersion: prepared.postgresVersion,
    },
    durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
    news: newsFigures,
    allocation,
    siteSearch,
    files,
    client: clientFigures,
    missed: targets.filter((target) => target.ok === false).length,
    notMeasured: targets.filter((target) => target.ok === undefined).length,
  };
  printSummary(results);
  writeJson(results);
}

runEntry("bench", main, WATCHDOG_MS);
