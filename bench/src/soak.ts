import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { snapshotClient } from "./browser";
import { onCleanup, runEntry } from "./cleanup";
import { createDatabase, createStaffUser, databaseServer } from "./database";
import { signInStaff } from "./files";
import { fmt, percent } from "./format";
import { cpuBusyPercent } from "./host";
import { SERVER_MAIN } from "./paths";
import { startServer } from "./processes";
import type { RunningServer } from "./processes";
import { printPhase, printServerOutput } from "./report";
import { REQUESTS_PER_SECOND, failedRequests, siteIds, startLoad } from "./soak-load";
import type { Tally } from "./soak-load";
import {
  FIGURE_NAMES,
  GC_TRACE_FLAGS,
  MAX_GROWTH,
  judgeMemory,
  liveHeapAfterFullGc,
  meanOf,
  memoryOf,
} from "./soak-memory";
import type { Figure, Growth, MemorySample } from "./soak-memory";

// `npm run bench:soak`: two instances of the built site on one fresh database (DATABASE_URL's server, else
// a throwaway embedded PostgreSQL) with the demo content, a steady mix of visitors' reads and staff writes
// spread over both for SOAK_MINUTES minutes (30 unless set); each instance's memory printed once a minute.
// PASS when, after a warm-up of the first third, no instance's mean RSS or V8 heap live after a full GC
// grew by MAX_GROWTH or more from the middle third to the last, and no request failed.
// Exit code 0 for PASS and FAIL alike, as the bench's; 1 when the soak itself breaks.

const DEFAULT_MINUTES = 30;
/** Each third of the run must hold at least a minute of samples. */
const MIN_MINUTES = 3;
const SAMPLE_MS = 10_000;
const MINUTE_MS = 60_000;
/** Starting the site, its demo content and sign-in take a minute or two; the rest is the soak itself. */
const SETUP_ALLOWANCE_MS = 10 * MINUTE_MS;
const SOAK_STAFF = "soak-staff";
const API_BASE_PATH = "/api";
const INSTANCES = ["a", "b"];
const MB = 2 ** 20;

/** SOAK_MINUTES, checked before anything starts. */
function soakMinutes(): number {
  const given = process.env.SOAK_MINUTES ?? String(DEFAULT_MINUTES);
  const minutes = Number(given);
  if (Number.isInteger(minutes) && minutes >= MIN_MINUTES) return minutes;
  console.error(`soak: SOAK_MINUTES must be a whole number of minutes, ${MIN_MINUTES} or more; it is "${given}"`);
  process.exit(1);
}

const mb = (bytes: number) => (Number.isNaN(bytes) ? "-" : (bytes / MB).toFixed(1));
const column = (text: string | number, width = 8) => String(text).padStart(width);
const TABLE_FIGURES: { figure: Figure; heading: string }[] = [
  { figure: "rss", heading: "RSS" },
  { figure: "heapUsed", heading: "heap" },
  { figure: "liveHeap", heading: "live" },
];

function printTableHead(): void {
  const requests = ["sent", "2xx", "5xx", "failed", "behind"].map((heading) => column(heading)).join("");
  const memory = INSTANCES.map((instance) =>
    TABLE_FIGURES.map(({ heading }) => column(`${instance} ${heading}`)).join(""),
  );
  console.log(`  ${column("minute", 6)}${requests}  |${memory.join("  |")}`);
}

/**
 * One row: the minute's requests, and each instance's mean of each figure over the minute of the load
 * begun at `loadStarted`, in MB; minute 0 is the idle site, everything before the load.
 */
function printMinute(minute: number, tally: Tally | undefined, samples: MemorySample[], loadStarted: number): void {
  const requests = tally
    ? [tally.sent, tally.answered2xx, tally.serverErrors, failedRequests(tally), tally.notSent]
        .map((count) => column(fmt(count)))
        .join("")
    : `${column("idle")}${column("", 32)}`;
  const from = minute === 0 ? -Infinity : loadStarted + (minute - 1) * MINUTE_MS;
  const memory = INSTANCES.map((instance) =>
    TABLE_FIGURES.map(({ figure }) =>
      column(mb(meanOf(samples, instance, figure, from, loadStarted + minute * MINUTE_MS))),
    ).join(""),
  );
  console.log(`  ${column(minute, 6)}${requests}  |${memory.join("  |")}`);
}

function printVerdict(growths: Growth[], total: Tally, failures: string[], missingSamples: number, minutes: number) {
  const third = minutes / 3;
  const span = (from: number, to: number) => `minutes ${+from.toFixed(1)}-${+to.toFixed(1)}`;
  console.log(
    `\nMemory: mean of the last third (${span(2 * third, minutes)}) against the middle third (${span(third, 2 * third)}),` +
      ` after a warm-up of ${span(0, third)}; growth must stay under ${percent(MAX_GROWTH)}`,
  );
  for (const growth of growths) {
    const change = Number.isNaN(growth.growth)
      ? "no samples"
      : `${growth.growth >= 0 ? "+" : ""}${(growth.growth * 100).toFixed(1)}%`;
    console.log(
      `  ${growth.instance} ${FIGURE_NAMES[growth.figure].padEnd(27)} ${column(mb(growth.middle))} -> ${column(mb(growth.last))} MB` +
        `  ${column(change)}  ${growth.ok ? "ok" : "TOO MUCH"}`,
    );
  }
  console.log(
    `\nRequests: ${fmt(total.sent)} sent, ${fmt(total.answered2xx)} answered 2xx; 5xx ${total.serverErrors},` +
      ` other non-2xx ${total.otherStatus}, GraphQL errors or unreadable ${total.badAnswers}, no answer ${total.noAnswer}` +
      `; not sent, the machine falling behind, ${fmt(total.notSent)}`,
  );
  if (missingSamples > 0)
    console.log(`Memory samples missing (an instance did not answer GET /metrics): ${missingSamples}`);
  for (const failure of failures) console.log(`  ${failure}`);
  const passed = growths.every((growth) => growth.ok) && failedRequests(total) === 0 && missingSamples === 0;
  console.log(`\nSoak: ${passed ? "PASS" : "FAIL"}`);
}

async function soak(minutes: number): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-soak-"));
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its data directory in here.
  fs.chmodSync(workDir, 0o755);
  onCleanup(`remove ${workDir}`, () => fs.promises.rm(workDir, { recursive: true, force: true }));

  const client = await snapshotClient(workDir);
  if ("skipped" in client) throw new Error(client.skipped);
  const database = await databaseServer(workDir);
  const site = await createDatabase(database);
  const metricsToken = randomBytes(24).toString("base64url");
  const serverEnv = {
    DATABASE_URL: site.url,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    JWT_SECRET: randomBytes(36).toString("base64url"),
    // Shared as a deployment shares it: an upload one instance stores, the other serves.
    DATA_DIR: workDir,
    CLIENT_DIST_DIR: client.dir,
    API_BASE_PATH,
    METRICS_TOKEN: metricsToken,
    SEED_DEMO_CONTENT: "true",
  };
  const temporaryPassword = await createStaffUser(serverEnv, SOAK_STAFF);
  printPhase(`Two instances of the site on ${database.where}, database ${site.name}`);
  const samples: MemorySample[] = [];
  const servers: RunningServer[] = [];
  // One after another: the first seeds the demo content, which the second then finds.
  for (const instance of INSTANCES) {
    const onLine = (line: string) => {
      const bytes = liveHeapAfterFullGc(line);
      if (bytes !== undefined) samples.push({ at: Date.now(), instance, figure: "liveHeap", bytes });
    };
    servers.push(await startServer(`soak-${instance}`, GC_TRACE_FLAGS, SERVER_MAIN, serverEnv, onLine));
  }
  const baseUrls = servers.map((server) => server.baseUrl);
  const staffToken = await signInStaff(baseUrls[0], SOAK_STAFF, temporaryPassword);
  const ids = await siteIds(baseUrls[0]);

  let missingSamples = 0;
  /** Both instances' RSS and heap in use, counted as taken `at`, when they were asked for. */
  const sample = async (at: number) => {
    await Promise.all(
      INSTANCES.map(async (instance, index) => {
        try {
          const memory = await memoryOf(baseUrls[index], metricsToken);
          samples.push({ at, instance, figure: "rss", bytes: memory.rss });
          samples.push({ at, instance, figure: "heapUsed", bytes: memory.heapUsed });
        } catch (error) {
          missingSamples += 1;
          console.log(`  ${instance}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  };

  console.log(
    `  ${minutes} minutes at ${REQUESTS_PER_SECOND} requests/s over both instances; each minute's mean in MB of` +
      ` RSS and V8 heap used (sampled every ${SAMPLE_MS / 1000} s) and of the heap live after each full GC;` +
      ` CPU busy before: ${await cpuBusyPercent()}%`,
  );
  printTableHead();
  await sample(Date.now());
  printMinute(0, undefined, samples, Date.now());
  const load = startLoad({
    baseUrls,
    apiBasePath: API_BASE_PATH,
    ids,
    staff: { username: SOAK_STAFF, token: staffToken },
  });
  const loadStarted = Date.now();
  const durationMs = minutes * MINUTE_MS;
  for (let atMs = SAMPLE_MS; atMs <= durationMs; atMs += SAMPLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, loadStarted + atMs - Date.now())));
    await sample(loadStarted + atMs);
    if (atMs % MINUTE_MS === 0) printMinute(atMs / MINUTE_MS, load.takeMinute(), samples, loadStarted);
  }
  await load.stop();
  printVerdict(
    judgeMemory(samples, loadStarted, durationMs, INSTANCES),
    load.total(),
    load.failures(),
    missingSamples,
    minutes,
  );
  for (const [index, server] of servers.entries()) {
    await server.stop();
    // Mostly GC lines: worth reading only when a request or a sample failed.
    if (failedRequests(load.total()) > 0 || missingSamples > 0)
      printServerOutput(`soak-${INSTANCES[index]}`, server.output());
  }
}

const minutes = soakMinutes();
runEntry("soak", () => soak(minutes), minutes * MINUTE_MS + SETUP_ALLOWANCE_MS);
