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
import { MAX_GROWTH, judgeMemory, mean, memoryOf } from "./soak-memory";
import type { Growth, MemorySample } from "./soak-memory";

// `npm run bench:soak`: two instances of the built site on one fresh database (DATABASE_URL's server, else
// a throwaway embedded PostgreSQL) with the demo content, a steady mix of visitors' reads and staff writes
// spread over both for SOAK_MINUTES minutes (30 unless set), each instance's memory sampled every
// SAMPLE_MS and printed once a minute. PASS when, after a warm-up of the first third, no instance's mean
// RSS or V8 heap grew by MAX_GROWTH or more from the middle third to the last, and nothing failed.
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

function printTableHead(): void {
  const memory = INSTANCES.map((instance) => `${column(`${instance} RSS`, 9)}${column(`${instance} heap`, 9)}`);
  console.log(
    `  ${column("minute", 6)}${column("sent")}${column("2xx")}${column("5xx")}${column("failed")}  |${memory.join("  |")}`,
  );
}

/** One row: the minute's requests and each instance's mean memory over the minute's samples, in MB. */
function printMinute(minute: number, tally: Tally | undefined, samples: MemorySample[]): void {
  const requests = tally
    ? `${column(fmt(tally.sent))}${column(fmt(tally.answered2xx))}${column(tally.serverErrors)}${column(failedRequests(tally))}`
    : `${column("idle")}${column("")}${column("")}${column("")}`;
  const memory = INSTANCES.map((instance) => {
    const own = samples.filter((sample) => sample.instance === instance);
    return `${column(mb(mean(own.map((sample) => sample.rssBytes))), 9)}${column(mb(mean(own.map((sample) => sample.heapUsedBytes))), 9)}`;
  });
  console.log(`  ${column(minute, 6)}${requests}  |${memory.join("  |")}`);
}

function printVerdict(growths: Growth[], total: Tally, failures: string[], missingSamples: number, minutes: number) {
  const third = minutes / 3;
  const span = (from: number, to: number) => `minutes ${+from.toFixed(1)}-${+to.toFixed(1)}`;
  console.log(
    `\nMemory: mean of the last third (${span(2 * third, minutes)}) against the middle third (${span(third, 2 * third)}),` +
      ` after a warm-up of ${span(0, third)}; growth must stay under ${percent(MAX_GROWTH)}`,
  );
  const names = { rssBytes: "RSS", heapUsedBytes: "V8 heap used" };
  for (const growth of growths) {
    const change = Number.isNaN(growth.growth)
      ? "no samples"
      : `${growth.growth >= 0 ? "+" : ""}${(growth.growth * 100).toFixed(1)}%`;
    console.log(
      `  ${growth.instance} ${names[growth.figure].padEnd(12)} ${column(mb(growth.middle))} -> ${column(mb(growth.last))} MB  ${column(change)}  ${growth.ok ? "ok" : "TOO MUCH"}`,
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
  const servers: RunningServer[] = [];
  // One after another: the first seeds the demo content, which the second then finds.
  for (const instance of INSTANCES) servers.push(await startServer(`soak-${instance}`, [], SERVER_MAIN, serverEnv));
  const baseUrls = servers.map((server) => server.baseUrl);
  const staffToken = await signInStaff(baseUrls[0], SOAK_STAFF, temporaryPassword);
  const ids = await siteIds(baseUrls[0]);

  const samples: MemorySample[] = [];
  let missingSamples = 0;
  const sample = async (atMs: number) => {
    await Promise.all(
      INSTANCES.map(async (instance, index) => {
        try {
          samples.push({ atMs, instance, ...(await memoryOf(baseUrls[index], metricsToken)) });
        } catch (error) {
          missingSamples += 1;
          console.log(`  ${instance}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  };

  console.log(
    `  ${minutes} minutes at ${REQUESTS_PER_SECOND} requests/s over both instances; memory sampled every` +
      ` ${SAMPLE_MS / 1000} s and shown as each minute's mean (MB); CPU busy before: ${await cpuBusyPercent()}%`,
  );
  printTableHead();
  await sample(0);
  printMinute(0, undefined, samples);
  const load = startLoad({
    baseUrls,
    apiBasePath: API_BASE_PATH,
    ids,
    staff: { username: SOAK_STAFF, token: staffToken },
  });
  const started = Date.now();
  const durationMs = minutes * MINUTE_MS;
  for (let atMs = SAMPLE_MS; atMs <= durationMs; atMs += SAMPLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + atMs - Date.now())));
    await sample(atMs);
    if (atMs % MINUTE_MS === 0) {
      const minute = atMs / MINUTE_MS;
      const inMinute = samples.filter((each) => each.atMs > atMs - MINUTE_MS && each.atMs <= atMs);
      printMinute(minute, load.takeMinute(), inMinute);
    }
  }
  await load.stop();
  printVerdict(judgeMemory(samples, durationMs, INSTANCES), load.total(), load.failures(), missingSamples, minutes);
  for (const [index, server] of servers.entries()) {
    await server.stop();
    printServerOutput(`soak-${INSTANCES[index]}`, server.output());
  }
}

const minutes = soakMinutes();
runEntry("soak", () => soak(minutes), minutes * MINUTE_MS + SETUP_ALLOWANCE_MS);
