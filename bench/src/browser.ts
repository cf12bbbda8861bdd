import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import type { Request } from "playwright-core";
import { onCleanup, stopChild } from "./cleanup";
import { KB, fmt, kb } from "./format";
import { failures } from "./load";
import type { LoadFigures } from "./load";
import { CLIENT_DIST } from "./paths";
import type { Skipped, Target } from "./results";

// The first screen's budgets on a phone, measured on the production client build in Debian's Chromium (never a downloaded browser).

export const CHROMIUM_PATH = "/usr/bin/chromium";
/** The budgets of the bundle, and of Lighthouse's mobile run (docs/performance.md). */
const CLIENT_TARGETS = {
  jsGzipBytes: 220 * KB,
  transferBytes: 700 * KB,
  performance: 95,
  accessibility: 100,
  seo: 100,
  bestPractices: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
};
// A 390×844 phone is an iPhone 12-15, at 3 device pixels per CSS pixel; 1× shows what the images add.
const PIXEL_RATIOS = [3, 1];
/** The pages Lighthouse runs on; the bench adds one article. */
export const LIGHTHOUSE_PATHS = ["/", "/news", "/events"];
const SNAPSHOT_ATTEMPTS = 5;
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const VIEWPORT = { width: 390, height: 844 };
const PAGE_TIMEOUT_MS = 30_000;
const LIGHTHOUSE_TIMEOUT_MS = 90_000;
/**
 * A failed run is tried again, up to this many times per page. With Chromium 156 one run in four ends in
 * NO_NAVSTART ("run Lighthouse again"), even on a quiet machine, and on a slower one up to two in five
 * (the new page's renderer starts before the trace reaches it). At two in five, a page runs out of four
 * retries before its five runs 41% of the time, and out of eight 6% of the time.
 */
const LIGHTHOUSE_ATTEMPTS = 8;
/**
 * Runs per page; each budgeted figure is its median over the runs. Lighthouse's variability guide
 * (docs/variability.md): the median of five runs is about twice as stable as one run. The client-rendered
 * baseline is only compared with, not held to the budgets: three runs there keep the bench within half an hour.
 * So are the diagnostic runs on /news (its app held back; DevTools throttling), three each.
 */
export const LIGHTHOUSE_RUNS = { budgets: 5, baseline: 3, diagnostics: 3 };
const LARGEST_SHOWN = 6;

export interface PageWeight {
  deviceScaleFactor: number;
  requests: number;
  failedRequests: number;
  transferBytes: number;
  /** Requests and bytes by Chromium's resource type (document, script, image, …). */
  byType: Record<string, { count: number; bytes: number }>;
  jsFiles: number;
  jsBytes: number;
  /** What the JavaScript would weigh gzipped (level 6), whatever the server sent. */
  jsGzipBytes: number;
  /** Whether the server itself compressed any JavaScript. */
  jsSentCompressed: boolean;
  /** The heaviest scripts, file name and gzip bytes, to show where the budget goes. */
  largestJs: { name: string; gzipBytes: number }[];
}

interface Loaded {
  type: string;
  transferBytes: number;
  js?: { name: string; bytes: number; gzipBytes: number; encoded: boolean };
}

async function loaded(request: Request): Promise<Loaded> {
  const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
  const type = request.resourceType();
  const entry: Loaded = { type, transferBytes: sizes.responseHeadersSize + sizes.responseBodySize };
  const contentType = (await response?.headerValue("content-type")) ?? "";
  if (response && (type === "script" || contentType.includes("javascript"))) {
    const body = await response.body();
    const encoding = await response.headerValue("content-encoding");
    entry.js = {
      name: new URL(request.url()).pathname.split("/").pop() ?? "",
      bytes: body.length,
      gzipBytes: gzipSync(body).length,
      encoded: Boolean(encoding && encoding !== "identity"),
    };
  }
  return entry;
}

/**
 * A copy of the production client build, taken at the start: others rebuilding client/dist while the
 * bench runs would otherwise leave the browser asking for files that just vanished. Answers the copy's
 * directory, or why there is none.
 */
export async function snapshotClient(
  workDir: string,
  source = CLIENT_DIST,
  name = "client-dist",
): Promise<{ dir: string } | Skipped> {
  const dir = path.join(workDir, name);
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
  return {
    skipped: `no complete production client build in ${source} (run npm run build; is another build running?)`,
  };
}

/**
 * The home page's first load in a fresh browser profile at a 390×844 phone viewport, once per pixel
 * ratio: every response's bytes on the wire (headers and body) and the JavaScript Chromium ran.
 */
export async function measureHomePage(
  baseUrl: string,
  deviceScaleFactors: number[] = PIXEL_RATIOS,
): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    timeout: PAGE_TIMEOUT_MS,
  });
  const close = onCleanup("close Chromium", () => browser.close());
  try {
    const weights: PageWeight[] = [];
    for (const deviceScaleFactor of deviceScaleFactors) {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const pending: Promise<Loaded>[] = [];
      let failedRequests = 0;
      page.on("requestfinished", (request) => pending.push(loaded(request)));
      page.on("requestfailed", () => {
        failedRequests += 1;
      });
      await page.goto(`${baseUrl}/`, { waitUntil: "networkidle", timeout: PAGE_TIMEOUT_MS });
      const entries = await Promise.all(pending);
      await context.close();

      const byType: PageWeight["byType"] = {};
      for (const entry of entries) {
        const total = byType[entry.type] ?? { count: 0, bytes: 0 };
        byType[entry.type] = { count: total.count + 1, bytes: total.bytes + entry.transferBytes };
      }
      const scripts = entries.flatMap((entry) => (entry.js ? [entry.js] : []));
      weights.push({
        deviceScaleFactor,
        requests: entries.length,
        failedRequests,
        transferBytes: entries.reduce((sum, entry) => sum + entry.transferBytes, 0),
        byType,
        jsFiles: scripts.length,
        jsBytes: scripts.reduce((sum, js) => sum + js.bytes, 0),
        jsGzipBytes: scripts.reduce((sum, js) => sum + js.gzipBytes, 0),
        jsSentCompressed: scripts.some((js) => js.encoded),
        largestJs: [...scripts].sort((x, y) => y.gzipBytes - x.gzipBytes).slice(0, LARGEST_SHOWN),
      });
    }
    return weights;
  } finally {
    await close();
  }
}

interface LighthouseScores {
  path: string;
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  metrics: string;
  /** Lighthouse's measure of the CPU it ran on (a busy or slow machine scores low and slows every metric). */
  benchmarkIndex: number | null;
  /** Accessibility and SEO audits that did not pass, for the note. */
  failedAudits: string[];
  /** Lighthouse's biggest estimated performance savings, to show why a score is low. */
  opportunities: string[];
  /** Every run's performance score and TBT, in the order they ran. */
  runs: { performance: number | null; tbtMs: number | null }[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      details?: { type?: string; overallSavingsMs?: number };
    }
  >;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

/** A page's scores, or why Lighthouse could not give them. */
export type LighthouseOutcome = LighthouseScores | { path: string; error: string };

/**
 * Lighthouse's CLI (mobile preset, simulated throttling) on each path, one after another, each run in its
 * own Chromium: `runs` runs per page. The budgeted figures (the four scores, LCP, TBT and CLS) are each
 * their median over the runs; the rest (FCP, the CPU index, failed audits, savings) is Lighthouse's median
 * run's, the run closest to the median FCP and TTI, whose TBT can be the runs' highest. A trace sometimes
 * breaks (NO_NAVSTART, "run Lighthouse again"), so a run that fails is run again, up to
 * LIGHTHOUSE_ATTEMPTS times; one page failing still leaves the others' scores.
 */
export async function runLighthouse(
  baseUrl: string,
  workDir: string,
  paths: string[],
  runs: number,
  /** Lighthouse CLI flags for these runs, besides the bench's own. */
  extraFlags: string[] = [],
): Promise<LighthouseOutcome[]> {
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
  const outcomes: LighthouseOutcome[] = [];
  for (const [index, pagePath] of paths.entries()) {
    const reports: LighthouseReport[] = [];
    let error = "";
    for (let run = 1, failed = 0; reports.length < runs && failed < LIGHTHOUSE_ATTEMPTS; run += 1) {
      try {
        const output = path.join(workDir, `lighthouse-${index}-${run}.json`);
        reports.push(await lighthousePage(baseUrl, pagePath, output, extraFlags));
      } catch (caught) {
        failed += 1;
        error = `${caught instanceof Error ? caught.message : String(caught)} (run ${run})`;
      }
    }
    if (reports.length < runs) {
      outcomes.push({ path: pagePath, error });
      continue;
    }
    const medianRun = computeMedianRun(reports as never) as unknown as LighthouseReport;
    const each = reports.map((report) => scoresOf(pagePath, report));
    const medianOf = (figure: (scores: RunScores) => number | null) => median(each.map(figure));
    outcomes.push({
      ...scoresOf(pagePath, medianRun),
      performance: medianOf((run) => run.performance),
      accessibility: medianOf((run) => run.accessibility),
      seo: medianOf((run) => run.seo),
      bestPractices: medianOf((run) => run.bestPractices),
      lcpMs: medianOf((run) => run.lcpMs),
      tbtMs: medianOf((run) => run.tbtMs),
      cls: medianOf((run) => run.cls),
      runs: each.map(({ performance, tbtMs }) => ({ performance, tbtMs })),
    });
  }
  return outcomes;
}

/**
 * The address of the script that starts a server-rendered page's app: the page's only module script
 * (client/build/deferred-entry.ts writes it), which imports the rest.
 */
export async function appStartScript(baseUrl: string, pagePath: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
  const sources = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);
  if (sources.length !== 1)
    throw new Error(`${pagePath} has ${sources.length} module scripts, not the one that starts its app`);
  return new URL(sources[0], baseUrl).href;
}

/** One Lighthouse run on a page: its report. */
async function lighthousePage(
  baseUrl: string,
  pagePath: string,
  output: string,
  extraFlags: string[],
): Promise<LighthouseReport> {
  const child = spawn(
    process.execPath,
    [
      require.resolve("lighthouse/cli/index.js"),
      `${baseUrl}${pagePath}`,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      "--only-categories=performance,accessibility,seo,best-practices",
      `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
      ...extraFlags,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  // SIGINT lets Lighthouse close the Chromium it launched.
  const stop = onCleanup(`stop Lighthouse on ${pagePath}`, () => stopChild(child, "SIGINT"));
  const timer = setTimeout(() => void stop(), LIGHTHOUSE_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  await stop();
  if (code !== 0 || !fs.existsSync(output))
    throw new Error(`exited with ${code}: ${stderr.trim().split("\n")[0] ?? ""}`);

  const report = JSON.parse(fs.readFileSync(output, "utf8")) as LighthouseReport;
  if (report.runtimeError) throw new Error(`${report.runtimeError.code} ${report.runtimeError.message}`);
  return report;
}

const categoryScore = (report: LighthouseReport, category: string) => {
  const value = report.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
};

/** The middle value (the mean of the middle two for an even count); null if any run lacks the figure. */
function median(values: (number | null)[]): number | null {
  if (values.some((value) => value === null)) return null;
  const sorted = (values as number[]).toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

type RunScores = Omit<LighthouseScores, "runs">;

/** A page's scores from one run's report. */
function scoresOf(pagePath: string, report: LighthouseReport): RunScores {
  const score = (category: string) => categoryScore(report, category);
  const metric = (id: string) => report.audits[id]?.displayValue ?? "?";
  const numeric = (id: string) => report.audits[id]?.numericValue ?? null;
  const failedAudits = ["accessibility", "seo", "best-practices"].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  const opportunities = Object.entries(report.audits)
    .flatMap(([id, audit]) =>
      audit.details?.type === "opportunity" && (audit.details.overallSavingsMs ?? 0) > 0
        ? [{ id, savingsMs: audit.details.overallSavingsMs ?? 0 }]
        : [],
    )
    .sort((x, y) => y.savingsMs - x.savingsMs)
    .slice(0, 3)
    .map(({ id, savingsMs }) => `${id} ~${(savingsMs / 1000).toFixed(1)} s`);
  return {
    path: pagePath,
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    bestPractices: score("best-practices"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    metrics: `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    failedAudits,
    opportunities,
  };
}

/** What the HTML of /news costs to serve, from the rendered-page cache and rendered afresh each time. */
export interface HtmlServing {
  path: string;
  cached: LoadFigures;
  uncached: LoadFigures;
  /** Uncached with one connection: each request its own render, nothing shared. */
  uncachedOneAtATime: LoadFigures;
  /** The plain client-rendered build's shell, for comparison. */
  clientRendered: LoadFigures;
}

export interface ClientResult {
  /** Why the client was not measured (its targets are then "not measured"). */
  skipped?: string;
  weights: PageWeight[];
  lighthouse: LighthouseOutcome[];
  /** The same pages from the plain client-rendered build (no server rendering), in the same run. */
  clientRendered: LighthouseOutcome[];
  /**
   * /news as the server renders it with its app's script blocked, so the app never starts: what the page
   * alone costs, and so how much of the budgeted figures the app's start takes. Not held to a budget.
   */
  withoutApp: LighthouseOutcome[];
  /**
   * /news with DevTools throttling: Chromium slows its CPU 4x while the page loads, where the budgeted
   * runs' simulation multiplies each task's observed time by 4, time spent waiting for a core included.
   * On a small machine that Lighthouse and Chromium's other processes share, the two differ. Not held to a budget.
   */
  devtoolsThrottled: LighthouseOutcome[];
  html?: HtmlServing;
  targets: Target[];
}

const HTML_TARGETS = { cachedPerSecond: 1500, uncachedPerSecond: 300 };

/** Each page's scores against the budgets: the categories, then the metrics. */
function lighthouseTargets(page: LighthouseOutcome): Target[] {
  const { performance, accessibility, seo, bestPractices, lcpMs, tbtMs, cls } = CLIENT_TARGETS;
  const names = [
    `Lighthouse ${page.path}: perf >= ${performance}, a11y ${accessibility}, SEO ${seo}, BP ${bestPractices}`,
    `Lighthouse ${page.path}: LCP <= ${lcpMs / 1000} s, TBT <= ${tbtMs} ms, CLS <= ${cls}`,
  ];
  if ("error" in page) return names.map((name) => ({ ok: undefined, name, measured: "Lighthouse failed" }));
  const atLeast = (value: number | null, floor: number) => value !== null && value >= floor;
  const atMost = (value: number | null, ceiling: number) => value !== null && value <= ceiling;
  return [
    {
      ok:
        atLeast(page.performance, performance) &&
        atLeast(page.accessibility, accessibility) &&
        atLeast(page.seo, seo) &&
        atLeast(page.bestPractices, bestPractices),
      name: names[0],
      measured: `${page.performance} / ${page.accessibility} / ${page.seo} / ${page.bestPractices}`,
    },
    {
      ok: atMost(page.lcpMs, lcpMs) && atMost(page.tbtMs, tbtMs) && atMost(page.cls, cls),
      name: names[1],
      measured: `${((page.lcpMs ?? NaN) / 1000).toFixed(1)} s / ${Math.round(page.tbtMs ?? NaN)} ms / ${(page.cls ?? NaN).toFixed(3)}`,
    },
  ];
}

function htmlTargets(html: HtmlServing | undefined): Target[] {
  const names = [
    `HTML of /news from the cache >= ${fmt(HTML_TARGETS.cachedPerSecond)} req/s`,
    `HTML of /news rendered uncached >= ${fmt(HTML_TARGETS.uncachedPerSecond)} req/s`,
  ];
  if (!html) return names.map((name) => ({ ok: undefined, name, measured: "not measured" }));
  const served = (figures: LoadFigures, floor: number, name: string): Target => ({
    ok: figures.requestsPerSecond >= floor && failures(figures) === 0,
    name,
    measured: `${fmt(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms${failures(figures) ? `, ${failures(figures)} failed` : ""}`,
  });
  return [
    served(html.cached, HTML_TARGETS.cachedPerSecond, names[0]),
    served(html.uncached, HTML_TARGETS.uncachedPerSecond, names[1]),
  ];
}

/** The figures and the budgets they meet or miss; `skipped` when there are none. */
export function clientResult(
  measured:
    | {
        weights: PageWeight[];
        lighthouse: LighthouseOutcome[];
        clientRendered: LighthouseOutcome[];
        withoutApp: LighthouseOutcome[];
        devtoolsThrottled: LighthouseOutcome[];
        html?: HtmlServing;
      }
    | Skipped,
  paths: string[] = LIGHTHOUSE_PATHS,
): ClientResult {
  const { jsGzipBytes, transferBytes } = CLIENT_TARGETS;
  const names = {
    js: `home initial JS <= ${kb(jsGzipBytes)} gzip`,
    transfer: `home first-load transfer <= ${kb(transferBytes)} (390x844 @${PIXEL_RATIOS[0]}x)`,
  };
  if ("skipped" in measured) {
    const notMeasured = (target: Target): Target => ({ ...target, ok: undefined, measured: "not measured" });
    return {
      skipped: measured.skipped,
      weights: [],
      lighthouse: [],
      clientRendered: [],
      withoutApp: [],
      devtoolsThrottled: [],
      targets: [
        { ok: undefined, name: names.js, measured: "" },
        { ok: undefined, name: names.transfer, measured: "" },
        ...paths.flatMap((path) => lighthouseTargets({ path, error: "" })),
        ...htmlTargets(undefined),
      ].map(notMeasured),
    };
  }
  // The scripts do not depend on the pixel ratio, so the first load speaks for all.
  const [primary] = measured.weights;
  return {
    ...measured,
    targets: [
      // Gzip sizes whatever the server sends: the budget is about the bundle, compression on the wire is a separate matter.
      { ok: primary.jsGzipBytes <= jsGzipBytes, name: names.js, measured: kb(primary.jsGzipBytes) },
      { ok: primary.transferBytes <= transferBytes, name: names.transfer, measured: kb(primary.transferBytes) },
      ...measured.lighthouse.flatMap(lighthouseTargets),
      ...htmlTargets(measured.html),
    ],
  };
}
