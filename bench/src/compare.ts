import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_PATH, runLighthouse, snapshotClient } from "./browser";
import { onCleanup, runEntry } from "./cleanup";
import { createDatabase, databaseServer, prepareNewsDatabase } from "./database";
import { signInStaff, signInStaffAgain } from "./files";
import { fmt, percent } from "./format";
import { cpuBusyPercent } from "./host";
import { failures, measureHtml } from "./load";
import type { LoadFigures } from "./load";
import { ROWS, SCENARIOS, SEARCH_TERM, measureNews, verifiedResponse } from "./news";
import { THIS_CHECKOUT, builtSite } from "./paths";
import { startServer } from "./processes";
import type { RunningServer } from "./processes";
import { printPhase, printServerOutput } from "./report";

// `npm run bench:compare -- <other checkout>…`: this checkout's built site against others' (each built with
// `npm run build`), on the same machine, databases and requests, in alternating rounds so that a machine
// growing busier weighs on both alike. It answers whether a change moves a figure users feel: the API's
// lists with the public query cache on and off, the staff's list, and /news rendered on the server; with
// COMPARE_LIGHTHOUSE_RUNS=<n>, also Lighthouse's blocking time and performance score on /news.
// COMPARE_ROUNDS=<n> sets the rounds (3 by default); each figure is its median over them.

const DEFAULT_ROUNDS = 3;
const NEWS_PAGE = "/news";
const BENCH_STAFF = "bench-staff";
const WATCHDOG_MS = 90 * 60_000;

/** What a figure measures, e.g. "uncached list" or "Lighthouse /news TBT". */
type FigureKey = string;

interface Figure {
  key: FigureKey;
  requestsPerSecond?: number;
  p99?: number;
  cpuMsPerRequest?: number;
  /** Lighthouse figures: the median over the round's runs. */
  value?: number;
}

interface Variant {
  label: string;
  serverMain: string;
  clientDir: string;
  figures: Figure[];
}

function countFrom(name: string, fallback: number): number {
  const given = process.env[name] ?? String(fallback);
  const count = Number(given);
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number, not "${given}"`);
  return count;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function loadFigure(key: FigureKey, figures: LoadFigures): Figure {
  if (failures(figures) > 0) throw new Error(`${key}: ${failures(figures)} failed requests`);
  const cpu = figures.cpuMsPerRequest;
  console.log(
    `  ${key}: ${fmt(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms${cpu === undefined ? "" : `, server CPU ${cpu.toFixed(2)} ms/request`}`,
  );
  return { key, requestsPerSecond: figures.requestsPerSecond, p99: figures.p99, cpuMsPerRequest: cpu };
}

function change(baseline: number, other: number, higherIsBetter: boolean): string {
  const share = other / baseline - 1;
  const sign = share >= 0 ? "+" : "";
  const better = higherIsBetter ? share > 0 : share < 0;
  return `${sign}${percent(share)}${Math.abs(share) >= 0.1 ? (better ? " (better)" : " (worse)") : ""}`;
}

function printComparison(base: Variant, other: Variant): void {
  printPhase(`Medians: ${other.label} against ${base.label}`);
  const keys = [...new Set(base.figures.map((figure) => figure.key))];
  const medianOf = (variant: Variant, key: FigureKey, pick: (figure: Figure) => number | undefined) => {
    const values = variant.figures
      .filter((figure) => figure.key === key)
      .map(pick)
      .filter((value) => value !== undefined);
    return values.length > 0 ? median(values) : undefined;
  };
  const rows: string[][] = [["figure", base.label, other.label, "change"]];
  for (const key of keys) {
    for (const [unit, pick, higherIsBetter] of [
      ["req/s", (figure: Figure) => figure.requestsPerSecond, true],
      ["p99 ms", (figure: Figure) => figure.p99, false],
      ["server CPU ms/request", (figure: Figure) => figure.cpuMsPerRequest, false],
      ["", (figure: Figure) => figure.value, key.endsWith("performance")],
    ] as const) {
      const a = medianOf(base, key, pick);
      const b = medianOf(other, key, pick);
      if (a === undefined || b === undefined) continue;
      const shown = (value: number) => (value < 10 ? value.toFixed(2) : fmt(value));
      rows.push([`${key}${unit ? `, ${unit}` : ""}`, shown(a), shown(b), change(a, b, higherIsBetter)]);
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
}

async function main(): Promise<void> {
  const otherRoots = process.argv.slice(2);
  if (otherRoots.length === 0) throw new Error("usage: npm run bench:compare -- <path of another checkout, built>…");
  const rounds = countFrom("COMPARE_ROUNDS", DEFAULT_ROUNDS);
  const lighthouseRuns = countFrom("COMPARE_LIGHTHOUSE_RUNS", 0);
  if (lighthouseRuns > 0 && !fs.existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing`);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-compare-"));
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its data directory in here.
  fs.chmodSync(workDir, 0o755);
  onCleanup(`remove ${workDir}`, () => fs.promises.rm(workDir, { recursive: true, force: true }));

  const variants: Variant[] = [];
  for (const [index, root] of [
    THIS_CHECKOUT,
    ...otherRoots.map((root) => path.resolve(process.env.INIT_CWD ?? ".", root)),
  ].entries()) {
    const site = builtSite(root);
    if (!fs.existsSync(site.serverMain)) throw new Error(`${site.serverMain} is missing: run npm run build in ${root}`);
    const client = await snapshotClient(workDir, site.clientDist, `client-dist-${index}`);
    if ("skipped" in client) throw new Error(client.skipped);
    variants.push({ label: path.basename(root), serverMain: site.serverMain, clientDir: client.dir, figures: [] });
    console.log(`${variants[index].label}: ${root}`);
  }

  const jwtSecret = randomBytes(36).toString("base64url");
  const serverEnv = (url: string): Record<string, string> => ({
    DATABASE_URL: url,
    LOG_LEVEL: "warn",
    SEED_DEMO_CONTENT: "false",
    NODE_ENV: "production",
    JWT_SECRET: jwtSecret,
    DATA_DIR: workDir,
  });
  const database = await databaseServer(workDir);
  const news = await createDatabase(database);
  const prepared = await prepareNewsDatabase(news, serverEnv(news.url), {
    rows: ROWS,
    searchTerm: SEARCH_TERM,
    username: BENCH_STAFF,
  });
  const demo = await createDatabase(database);
  let signedIn = false;
  /** The first answer to each scenario: every variant must answer the same bytes. */
  const expected = new Map<string, string>();

  const onServer = async (
    variant: Variant,
    label: string,
    env: Record<string, string>,
    run: (server: RunningServer) => Promise<void>,
  ) => {
    const running = await startServer(label, [], variant.serverMain, env);
    try {
      await run(running);
    } finally {
      await running.stop();
      printServerOutput(label, running.output());
    }
  };

  const measureVariant = async (variant: Variant) => {
    printPhase(variant.label);
    const record = (figure: Figure) => variant.figures.push(figure);
    for (const cached of [true, false]) {
      const env = { ...serverEnv(news.url), ...(cached ? {} : { PUBLIC_QUERY_CACHE_TTL_MS: "0" }) };
      await onServer(variant, cached ? "api" : "api-nocache", env, async ({ baseUrl, cpuMs }) => {
        // A fresh token for each server: an access token ends sooner than a whole comparison.
        const staffToken = signedIn
          ? await signInStaffAgain(baseUrl, BENCH_STAFF)
          : await signInStaff(baseUrl, BENCH_STAFF, prepared.temporaryPassword);
        signedIn = true;
        for (const scenario of SCENARIOS) {
          // The staff's list is never cached, and the cached search tells no more than the cached list.
          if (cached ? scenario.key === "search" : scenario.key === "staff") continue;
          const body = await verifiedResponse(baseUrl, scenario, staffToken);
          const key = `${scenario.key}, cached: ${cached}`;
          const first = expected.get(key);
          if (first !== undefined && first !== body)
            throw new Error(`${variant.label} answers ${key} differently:\n${body}\nvs\n${first}`);
          expected.set(key, body);
          const run = await measureNews("api", scenario, baseUrl, body, staffToken, cpuMs);
          record(loadFigure(cached ? scenario.key : `uncached ${scenario.key}`, run));
        }
      });
    }
    const siteEnv = { ...serverEnv(demo.url), SEED_DEMO_CONTENT: "true", CLIENT_DIST_DIR: variant.clientDir };
    await onServer(variant, "site", siteEnv, async ({ baseUrl, cpuMs }) => {
      record(loadFigure("/news HTML, cached", await measureHtml(baseUrl, NEWS_PAGE, true, undefined, cpuMs)));
      if (lighthouseRuns === 0) return;
      const [outcome] = await runLighthouse(baseUrl, workDir, [NEWS_PAGE], lighthouseRuns);
      if ("error" in outcome) throw new Error(`Lighthouse on ${NEWS_PAGE}: ${outcome.error}`);
      console.log(`  Lighthouse ${NEWS_PAGE}: TBT ${outcome.tbtMs} ms, performance ${outcome.performance}`);
      if (outcome.tbtMs !== null) record({ key: "Lighthouse /news TBT", value: outcome.tbtMs });
      if (outcome.performance !== null) record({ key: "Lighthouse /news performance", value: outcome.performance });
    });
    await onServer(
      variant,
      "site-nocache",
      { ...siteEnv, PUBLIC_QUERY_CACHE_TTL_MS: "0" },
      async ({ baseUrl, cpuMs }) => {
        record(loadFigure("/news HTML, uncached", await measureHtml(baseUrl, NEWS_PAGE, true, undefined, cpuMs)));
      },
    );
  };

  console.log(`CPUs busy before: ${await cpuBusyPercent()}%`);
  for (let round = 1; round <= rounds; round += 1) {
    printPhase(`Round ${round} of ${rounds}`);
    // Each round reverses the order, so that no variant always runs first or last.
    for (const variant of round % 2 === 1 ? variants : [...variants].reverse()) await measureVariant(variant);
  }
  console.log(`CPUs busy after: ${await cpuBusyPercent()}%`);
  for (const other of variants.slice(1)) printComparison(variants[0], other);
}

runEntry("bench:compare", main, WATCHDOG_MS);
