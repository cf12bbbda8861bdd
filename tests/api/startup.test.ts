import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { newsInput } from "../support/fixtures";
import { pluck } from "../support/json";
import type { Json } from "../support/json";
import { freePort } from "../support/free-port";

const MAIN = path.resolve(__dirname, "../../server/dist/main.js");

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** How long a start may take before the test gives up on it and shows what it printed. */
const READY_WITHIN_MS = 60_000;

/** Every server a test started, so a failing test cannot leave one running (and jest waiting). */
const started = new Set<ChildProcess>();

/** Runs the production entry point, as `npm start` does, until /ready answers. */
async function start(env: Record<string, string>): Promise<Running> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...inherited, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  child.once("exit", () => started.delete(child));
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A first start makes the embedded database's files and seeds it: on a busy 2-core machine, tens of seconds.
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/ready`)).ok) return { child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready:\n${output}`);
}

async function graphql(port: string, query: string, variables?: object, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Json; errors?: Json[] };
}

async function stop(running: Running): Promise<number | null> {
  running.child.kill("SIGTERM");
  return running.exited;
}

function embeddedPostgresRunning(dataDir: string): boolean {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the start command on the embedded default", () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (npm test does).`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-start-"));
    fs.chmodSync(dataDir, 0o755);
    env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      HOST: "127.0.0.1",
      NODE_ENV: "development",
    };
  });
  afterEach(async () => {
    for (const child of started) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    "serves demo content, keeps data across restarts, and stops cleanly",
    async () => {
      const first = await start(env);
      const demo = await graphql(
        env.PORT,
        "{ news(first: 100) { nodes { id category } } events { nodes { id } } announcements { nodes { priority } } }",
      );
      expect(demo.errors).toBeUndefined();
      expect(demo.data.news.nodes.length).toBeGreaterThanOrEqual(12);
      expect(new Set(pluck(demo.data.news.nodes, "category")).size).toBeGreaterThanOrEqual(3);
      expect(demo.data.events.nodes.length).toBeGreaterThan(0);
      expect(new Set(pluck(demo.data.announcements.nodes, "priority"))).toEqual(new Set(["high", "medium", "low"]));

      // The first start creates `admin` with a temporary password printed once: sign in with it as staff would.
      const temporary = /Temporary password for admin: (\S+)/.exec(first.output())![1];
      const challenge = await graphql(
        env.PORT,
        "mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { session } }",
        { u: "admin", p: temporary },
      );
      const confirmed = await graphql(
        env.PORT,
        "mutation ($s: String!, $p: String!) { confirmSignInWithNewPassword(session: $s, newPassword: $p) { signedIn { accessToken } } }",
        { s: challenge.data.signIn.session, p: "Head-Office-2024!" },
      );
      const token = confirmed.data.confirmSignInWithNewPassword.signedIn.accessToken;
      const created = await graphql(
        env.PORT,
        "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
        { input: newsInput({ title: "Kept across restarts" }) },
        token,
      );
      expect(created.errors).toBeUndefined();

      expect(await stop(first)).toBe(0);
      expect(first.output()).toContain("stopped");
      expect(embeddedPostgresRunning(path.join(dataDir, "postgres"))).toBe(false);

      const second = await start(env);
      const after = await graphql(
        env.PORT,
        `
          query ($id: ID!) {
            newsItem(id: $id) {
              title
            }
            news(first: 100) {
              nodes {
                id
              }
            }
          }
        `,
        { id: created.data.createNews.id },
      );
      expect(after.data.newsItem).toEqual({ title: "Kept across restarts" });
      expect(after.data.news.nodes).toHaveLength(demo.data.news.nodes.length + 1);
      expect(second.output()).not.toContain("demo content seeded");
      expect(second.output()).not.toContain("Temporary password");
      // The generated secret is kept in the data folder and sessions in the database, so tokens survive restarts.
      const again = await graphql(
        env.PORT,
        "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
        { input: newsInput() },
        token,
      );
      expect(again.errors).toBeUndefined();
      expect(await stop(second)).toBe(0);
    },
    4 * READY_WITHIN_MS,
  );

  it("exits with a clear message when the configuration is invalid", async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: "eighty", SCHOOL_EMAIL: "nope" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration");
    expect(output).toContain("PORT");
    expect(output).toContain("SCHOOL_EMAIL");
  });
});
