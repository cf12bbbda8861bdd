import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { printAllocation } from "./allocation";
import type { AllocationFigures } from "./allocation";
import { CHROMIUM_PATH } from "./browser";
import type { ClientResult, HtmlServing, LighthouseOutcome, PageWeight } from "./browser";
import type { FilesResult, ServingFigures, UploadTimes } from "./files";
import { KB, fmt, kb, ms, percent } from "./format";
import { BUSY_SAMPLE_MS } from "./host";
import { LOAD, failures } from "./load";
import { SCENARIOS } from "./news";
import type { NewsResult, NewsRun, ScenarioKey, ServerKey } from "./news";
import type { Target } from "./results";
import type { SiteSearchResult } from "./site-search";

// Everything `npm run bench` prints: progress while it measures, then the figures and the targets. The measuring
// modules only answer plain objects; this module turns them into text (and, on request, a JSON file).

interface Environment {
  startedAt: string;
  node: string;
  cpus: number;
  /** The share of the CPUs busy over a short sample (src/host.ts), in %, before the runs and after them. */
  busyBefore: number;
  busyAfter: number;
  /** Milliseconds per MB to touch memory never used before (src/host.ts). */
  freshMemoryMsPerMb: number;
  database: string;
  postgresVersion: string;
}

/** All figures of a run, as printed and as written to BENCH_JSON. */
export interface BenchResults {
  environment: Environment;
  durationS: number;
  news: NewsResult;
  /** Bytes the API allocates per request, cache off. */
  allocation: AllocationFigures[];
  siteSearch: SiteSearchResult;
  files: FilesResult;
  client: ClientResult;
  /** Targets missed, and not measured, over all sections. */
  missed: number;
  notMeasured: number;
}

const benchStarted = Date.now();
/** Above this, something besides the bench is using the machine (it idles at a few %). */
const BUSY_WARNING_PERCENT = 20;
/**
 * A machine whose memory is at hand zero-fills a fresh 4 KiB page in a microsecond or two (under 0.5 ms
 * per MB); one host here took ~5 ms per MB, and Lighthouse's TBT there was several times the usual.
 */
const SLOW_FRESH_MEMORY_MS_PER_MB = 1;
/** Time since the bench began, so a slow phase shows when the whole run nears its bound. */
const elapsed = () => `[${Math.round((Date.now() - benchStarted) / 1000)} s]`;
const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);
const SERVER_LABELS: Record<ServerKey, string> = { api: "api", "api-nocache": "api, no cache", baseline: "baseline" };
const scenarioLabel = (key: ScenarioKey) => SCENARIOS.find((scenario) => scenario.key === key)?.label ?? key;

/** Other work on this small machine skews every figure, so say how busy it was. */
function busyNote(when: string, busyPercent: number): string {
  const busy = busyPercent > BUSY_WARNING_PERCENT;
  return `CPUs busy ${when}: ${busyPercent}% (${BUSY_SAMPLE_MS / 1000} s sample)${busy ? " - WARNING: the machine is busy with other work; figures will be low and noisy" : ""}`;
}

/** Memory that is slow to come by makes the browser's timings longer than any phone's (src/host.ts). */
function freshMemoryNote(msPerMb: number): string {
  const slow = msPerMb > SLOW_FRESH_MEMORY_MS_PER_MB;
  return `Fresh memory: ${msPerMb.toFixed(2)} ms per MB to first touch${slow ? ` - WARNING: above ${SLOW_FRESH_MEMORY_MS_PER_MB} ms, this machine's host hands memory out slowly; Lighthouse's timings (TBT most) will be inflated` : ""}`;
}

// Progress, while the bench runs.

export function printSetup(setup: {
  database: string;
  databaseName: string;
  postgresVersion: string;
  rows: number;
  seedMs: number;
  matching: number;
  searchTerm: string;
  photo: { bytes: number; width: number; height: number; ms: number };
  busyBefore: number;
  freshMemoryMsPerMb: number;
}): void {
  const { photo } = setup;
  console.log(`Database: ${setup.database}, database ${setup.databaseName} (PostgreSQL ${setup.postgresVersion})`);
  console.log(
    `Seeded ${fmt(setup.rows)} articles in ${setup.seedMs} ms; ${fmt(setup.matching)} match "${setup.searchTerm}".`,
  );
  console.log(
    `Made a ${(photo.bytes / 1e6).toFixed(2)} MB ${photo.width}x${photo.height} sample JPEG in ${Math.round(photo.ms)} ms.`,
  );
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs; autocannon: ${LOAD.connections} connections, ${LOAD.warmupS} s warm-up + ${LOAD.durationS} s per run.`,
  );
  console.log(busyNote("before the runs", setup.busyBefore));
  console.log(`${freshMemoryNote(setup.freshMemoryMsPerMb)}\n`);
}

/** The start of a phase, with the time since the bench began. */
export function printPhase(label: string): void {
  console.log(`${elapsed()} ${label}`);
}

export function printNewsRun(run: NewsRun): void {
  console.log(
    `  ${pad(scenarioLabel(run.scenario), 18)} ${fmt(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms` +
      ` (${fmt(run.requests)} requests; non-2xx ${run.non2xx}, errors ${run.errors}, wrong body ${run.mismatches})`,
  );
}

export function printSiteSearch({ term, total, run, connections, busy, busyConnections }: SiteSearchResult): void {
  for (const [figures, at] of [
    [run, connections],
    [busy, busyConnections],
  ] as const) {
    console.log(
      `  ${pad(`site search "${term}"`, 18)} ${at} connections: ${fmt(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
        ` (${fmt(total)} results; ${fmt(figures.requests)} requests; non-2xx ${figures.non2xx}, errors ${figures.errors}, wrong body ${figures.mismatches})`,
    );
  }
}

export function printUploads(uploads: UploadTimes): void {
  console.log(`  ${pad("4 MB upload", 18)} ${uploads.timesMs.map(ms).join(", ")}`);
}

export function printServing(serving: ServingFigures): void {
  console.log(
    `  ${pad("640w WebP", 18)} ${fmt(serving.requestsPerSecond)} req/s, p50 ${serving.p50} ms, p99 ${serving.p99} ms (failed ${failures(serving)})`,
  );
}

export function printHomePage(weights: PageWeight[]): void {
  console.log(
    `  home page: ${weights.map((w) => `@${w.deviceScaleFactor}x ${kb(w.transferBytes)}`).join(", ")}; JS gzip ${kb(weights[0].jsGzipBytes)}`,
  );
}

export function printLighthouse(lighthouse: LighthouseOutcome[], variant = ""): void {
  const pages = lighthouse.map((page) =>
    "error" in page
      ? `${page.path} failed`
      : `${page.path} ${page.performance}/${page.accessibility}/${page.seo}/${page.bestPractices}`,
  );
  console.log(`  Lighthouse (perf/a11y/SEO/BP)${variant ? `, ${variant}` : ""}: ${pages.join(", ")}`);
}

export function printHtmlServing({ path, cached, uncached, uncachedOneAtATime, clientRendered }: HtmlServing): void {
  for (const [label, figures] of [
    ["rendered, cached", cached],
    ["rendered, uncached", uncached],
    ["uncached, 1 connection", uncachedOneAtATime],
    ["client-rendered shell", clientRendered],
  ] as const) {
    console.log(
      `  ${pad(`HTML ${path}`, 12)} ${pad(label, 24)} ${fmt(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms (failed ${failures(figures)})`,
    );
  }
}

/** What a server under test wrote (warnings and errors only, at LOG_LEVEL=warn). */
export function printServerOutput(label: string, output: string): void {
  if (output.trim()) console.log(`  ${label} server output:\n${output.trimEnd()}`);
}

// The summary, at the end.

function printNews(news: NewsResult): void {
  const line = "-".repeat(89);
  console.log(`News list (${LOAD.connections} connections, ${LOAD.durationS} s each, ${fmt(news.rows)} articles)`);
  console.log(line);
  console.log(
    `${pad("server", 16)}${pad("scenario", 17)}${padStart("req/s", 9)}${padStart("p50 ms", 9)}${padStart("p99 ms", 9)}${padStart("failed", 9)}${padStart("of baseline", 14)}`,
  );
  console.log(line);
  for (const run of news.runs) {
    console.log(
      `${pad(SERVER_LABELS[run.server], 16)}${pad(scenarioLabel(run.scenario), 17)}${padStart(fmt(run.requestsPerSecond), 9)}${padStart(String(run.p50), 9)}${padStart(String(run.p99), 9)}${padStart(String(failures(run)), 9)}${padStart(run.shareOfBaseline === null ? "" : percent(run.shareOfBaseline), 14)}`,
    );
  }
  console.log(line);
}

function printFiles(files: FilesResult): void {
  const { photo, uploads, serving } = files;
  console.log(`\nGallery files`);
  console.log(
    `  upload ${(photo.bytes / 1e6).toFixed(2)} MB JPEG (${photo.width}x${photo.height}) to createGalleryItem, ${uploads.timesMs.length}x one after another:` +
      ` median ${ms(uploads.medianMs)}, max ${ms(uploads.maxMs)} (${uploads.timesMs.map(ms).join(", ")})`,
  );
  console.log(
    `  serve ${uploads.variantPath.split("/").pop()} (${kb(serving.bytes)}), ${LOAD.connections} connections, ${LOAD.durationS} s:` +
      ` ${fmt(serving.requestsPerSecond)} req/s, p50 ${serving.p50} ms, p99 ${serving.p99} ms (${fmt(serving.requests)} requests, failed ${failures(serving)})`,
  );
}

function printClient(client: ClientResult): void {
  console.log(`\nClient budgets: production build in ${CHROMIUM_PATH}, demo content; KB = ${fmt(KB)} bytes`);
  if (client.skipped !== undefined) {
    console.log(`  not measured: ${client.skipped}`);
    return;
  }
  for (const weight of client.weights) {
    const types = Object.entries(weight.byType)
      .sort(([, x], [, y]) => y.bytes - x.bytes)
      .map(([type, total]) => `${type} ${total.count}: ${kb(total.bytes)}`);
    console.log(
      `  home at 390x844 @${weight.deviceScaleFactor}x: ${weight.requests} requests${weight.failedRequests ? ` (${weight.failedRequests} failed)` : ""},` +
        ` ${kb(weight.transferBytes)} transferred (${types.join(", ")})`,
    );
  }
  // The scripts do not depend on the pixel ratio, so the first load speaks for all.
  const [primary] = client.weights;
  console.log(
    `  home JavaScript: ${primary.jsFiles} files, ${kb(primary.jsBytes)} raw, ${kb(primary.jsGzipBytes)} gzip (level 6);` +
      ` the server sent it ${primary.jsSentCompressed ? "compressed" : "uncompressed"}`,
  );
  console.log(`    largest (gzip): ${primary.largestJs.map((js) => `${js.name} ${kb(js.gzipBytes)}`).join(", ")}`);
  for (const [build, pages] of [
    ["rendered on the server", client.lighthouse],
    ["baseline, client-rendered build", client.clientRendered],
    [
      "rendered on the server, its app's script blocked (not budgeted: the page alone, without the app's start)",
      client.withoutApp,
    ],
    [
      "rendered on the server, DevTools throttling (not budgeted: the CPU slowed 4x, not a simulation scaling the run by 4)",
      client.devtoolsThrottled,
    ],
  ] as const) {
    console.log(`  Lighthouse mobile, ${build}:`);
    for (const page of pages) {
      if ("error" in page) {
        console.log(`    ${pad(page.path, 8)} failed: ${page.error}`);
        continue;
      }
      console.log(
        `    ${pad(page.path, 8)} performance ${page.performance}, accessibility ${page.accessibility}, SEO ${page.seo}, best practices ${page.bestPractices}; ${page.metrics}; CPU benchmark index ${page.benchmarkIndex === null ? "?" : Math.round(page.benchmarkIndex)}`,
      );
      const runs = page.runs;
      console.log(
        `      ${runs.length} runs (scores, LCP, TBT and CLS above: each its median over the runs; FCP: the median run's): performance ${runs.map((run) => run.performance ?? "?").join(", ")}; TBT ${runs.map((run) => (run.tbtMs === null ? "?" : fmt(Math.round(run.tbtMs)))).join(", ")} ms`,
      );
      if (page.opportunities.length)
        console.log(`      biggest savings (Lighthouse's estimate): ${page.opportunities.join(", ")}`);
      if (page.failedAudits.length) console.log(`      failed audits: ${page.failedAudits.join(", ")}`);
    }
  }
  if (client.html) printHtmlServing(client.html);
}

const mark = (target: Target) => (target.ok === undefined ? "[SKIP]" : target.ok ? "[ OK ]" : "[MISS]");

export function printSummary(results: BenchResults): void {
  const { environment, news, files, client } = results;
  console.log(`\n================================ Summary ${elapsed()} ================================`);
  printNews(news);
  console.log("Allocation (API, cache off, --trace-gc-nvp)");
  printAllocation(results.allocation);
  printFiles(files);
  printClient(client);
  const sections: { title: string; targets: Target[]; notes?: string[] }[] = [
    { title: "News list (cache on; cache off and the staff's list, which is never cached)", targets: news.targets },
    { title: "Site search (10,000 articles, public query cache off)", targets: results.siteSearch.targets },
    { title: "Gallery files", targets: files.targets },
    { title: "Client budgets", targets: client.targets },
  ];
  console.log("\nTargets");
  for (const { title, targets, notes = [] } of sections) {
    console.log(`  ${title}`);
    for (const target of targets) console.log(`    ${mark(target)} ${pad(target.name, 62)} ${target.measured}`);
    for (const note of notes) console.log(`    ${note}`);
  }
  console.log(busyNote("before the runs", environment.busyBefore));
  console.log(busyNote("after the runs", environment.busyAfter));
  console.log(freshMemoryNote(environment.freshMemoryMsPerMb));
  const skippedNote = results.notMeasured ? ` (${results.notMeasured} not measured)` : "";
  console.log(
    results.missed
      ? `\n>>> ${results.missed} TARGET${results.missed > 1 ? "S" : ""} MISSED <<<${skippedNote}`
      : `\nAll measured targets met.${skippedNote}`,
  );
}

/** Writes the results as JSON when BENCH_JSON names a file (relative to where npm was started). */
export function writeJson(results: BenchResults): void {
  const target = process.env.BENCH_JSON;
  if (!target) return;
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to ${file}`);
}
