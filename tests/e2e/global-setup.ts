import { execSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { CHROMIUM, CLIENT_INDEX, MAIN_SCRIPT } from "./paths";
import type { E2EState } from "./paths";
import { freePort } from "../support/free-port";
import { startMailbox } from "./mailbox";
import { startPushInbox } from "./push-inbox";

declare global {
  var e2eServer:
    | {
        child: ChildProcess;
        exited: Promise<number | null>;
        dataDir?: string;
        database?: { adminUrl: string; name: string };
        mailDir: string;
        closeMailbox: () => Promise<void>;
        pushDir: string;
        closePushService: () => Promise<void>;
      }
    | undefined;
}

/** Debian's Chromium, installed with apt-get when missing (as root); never a browser download. */
function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.platform !== "linux" || process.getuid?.() !== 0 || !fs.existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `${CHROMIUM} is missing and cannot be installed here (needs root on Debian/Ubuntu with apt-get). ` +
        "Install it with `apt-get update && apt-get install -y chromium`, then run the tests again.",
    );
  }
  console.log(`[e2e] ${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
  execSync("apt-get update && apt-get install -y chromium", {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt-get install chromium finished but ${CHROMIUM} is still missing`);
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the production build (`node server/dist/main.js`, as `npm start` does) on a free port over a
 * fresh database: a throwaway embedded PostgreSQL, or a new database on DATABASE_URL's server.
 */
export default async function globalSetup(): Promise<void> {
  ensureChromium();
  for (const built of [MAIN_SCRIPT, CLIENT_INDEX]) {
    if (!fs.existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first (npm test does).`);
  }

  const port = await freePort();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-e2e-mail-"));
  const mailbox = await startMailbox(mailDir);
  const pushDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-e2e-push-"));
  const pushService = await startPushInbox(pushDir);
  const { DATABASE_URL: adminUrl, ...inherited } = process.env;
  const env: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    // The address the tests reach the site at: canonical, share and printed links start with it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "info",
    JWT_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO_CONTENT: "true",
    SMTP_URL: mailbox.url,
    MAIL_FROM: '"E2E School" <office@school.example>',
    WEB_PUSH_SERVICES: pushService.origin,
    // The loopback push service's certificate is its own, as a test's must be.
    NODE_EXTRA_CA_CERTS: pushService.certFile,
  };
  let dataDir: string | undefined;
  let database: { adminUrl: string; name: string } | undefined;
  if (adminUrl) {
    database = { adminUrl, name: `e2e_${randomBytes(6).toString("hex")}` };
    await adminQuery(adminUrl, `CREATE DATABASE ${database.name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database.name}`;
    env.DATABASE_URL = url.toString();
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-e2e-"));
    fs.chmodSync(dataDir, 0o755);
    env.DATA_DIR = dataDir;
    env.EMBEDDED_PG_PORT = String(await freePort());
  }

  const child = spawn(process.execPath, [MAIN_SCRIPT], {
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  globalThis.e2eServer = {
    child,
    exited,
    dataDir,
    database,
    mailDir,
    closeMailbox: mailbox.close,
    pushDir,
    closePushService: pushService.close,
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let ready = false;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) {
        ready = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!ready) {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    throw new Error(`the server did not become ready at ${baseUrl}/ready:\n${output}`);
  }

  const state: E2EState = {
    baseUrl,
    env,
    adminPassword: /Temporary password for admin: (\S+)/.exec(output)?.[1] ?? null,
    mailDir,
    pushService: { origin: pushService.origin, dir: pushDir },
  };
  // Workers inherit the runner's environment as global setup leaves it.
  process.env.E2E_STATE = JSON.stringify(state);
  console.log(
    `[e2e] server ready at ${baseUrl} (${adminUrl ? `database ${database!.name}` : `embedded PostgreSQL in ${dataDir}`})`,
  );
}
