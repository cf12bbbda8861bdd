import { execSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { REFRESH, SIGN_IN, refreshTokenSetBy, withRefreshToken } from "../support/accounts";
import { jpeg } from "../support/files";
import { newsInput } from "../support/fixtures";
import { freePort } from "../support/free-port";
import { METRICS_TOKEN, scrapeMetrics, valueOf } from "../support/metrics";
import { until } from "../support/poll";
import { startSmtpServer } from "../support/smtp";
import { STAFF_PASSWORD, TEST_JWT_SECRET, graphqlAt, staffUser, startTestServer } from "../support/test-server";
import type { GraphQLResponse, TestServer } from "../support/test-server";
import { trickle } from "../support/trickle";
import { upload } from "../support/upload";

const repoRoot = path.resolve(__dirname, "../..");
const NGINX = "/usr/sbin/nginx";
const MAX_FAILURES_PER_ADDRESS = 4;
/** The instances' HTTP_REQUEST_TIMEOUT_MS: seconds rather than the default two minutes, for the trickle test. */
const REQUEST_TIMEOUT_MS = 5000;
/** The scheduled jobs due every minute (cron `* * * * *`). */
const EVERY_MINUTE = ["alerts_urgent", "mail_sweep", "push_send"];

/**
 * Records in `cron_firings` each scheduled job graphile-worker queues (its `_cron` payload names the
 * minute it is for) and each it completes (a job leaves the table when done): what the test counts.
 */
const RECORD_CRON_FIRINGS = `
  CREATE TABLE cron_firings (task text NOT NULL, fired_for text NOT NULL, event text NOT NULL, attempts int NOT NULL);
  CREATE FUNCTION record_cron_firing() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE job graphile_worker._private_jobs := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
  BEGIN
    IF job.payload->'_cron' IS NOT NULL THEN
      INSERT INTO cron_firings
        SELECT identifier, job.payload->'_cron'->>'ts', CASE WHEN TG_OP = 'INSERT' THEN 'queued' ELSE 'done' END, job.attempts
        FROM graphile_worker._private_tasks WHERE id = job.task_id;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER record_cron_firing AFTER INSERT OR DELETE ON graphile_worker._private_jobs
    FOR EACH ROW EXECUTE FUNCTION record_cron_firing();
`;

/** Debian's nginx, installed with apt-get when missing (as root), like the browser tests' Chromium. */
function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() !== 0 || !fs.existsSync("/usr/bin/apt-get")) {
    throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx-light), then run again.`);
  }
  execSync("apt-get update && apt-get install -y nginx-light", { stdio: "ignore", timeout: 300_000 });
}

/**
 * The repository's own proxy configuration (deploy/nginx.conf) with the two instances as its upstream
 * servers and a loopback port to listen on, inside a main context of the test's own.
 */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const deployed = fs.readFileSync(path.join(repoRoot, "deploy/nginx.conf"), "utf8");
  // Loopback addresses need no looking up again (and Debian's nginx predates `resolve`).
  const upstreamLine = "server app:4000 max_fails=0 resolve;";
  expect(deployed).toContain(upstreamLine);
  expect(deployed).toContain("listen 80;");
  const site = deployed
    .replace(upstreamLine, upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join("\n"))
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    "daemon off;",
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 512; }",
    "http {",
    "access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp),
    site,
    "}",
  ].join("\n");
}

interface Process {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(command: string, args: string[], env: NodeJS.ProcessEnv): Process {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output, exited: new Promise((resolve) => child.once("exit", resolve)) };
}

async function waitFor(url: string, what: Process): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && what.child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer:\n${what.output()}`);
}

async function stop(what: Process, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (what.child.exitCode === null) what.child.kill(signal);
  return what.exited;
}

const codeOf = (result: GraphQLResponse) => result.errors?.[0]?.extensions?.code;

/** Whether a new connection to `port` is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/**
 * Two server processes on loopback behind a real nginx using the repository's proxy configuration,
 * round-robin, sharing nothing but Postgres: whatever a request needs must work on either instance.
 */
describe("two instances behind nginx", () => {
  let database: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dir: string;
  let proxy: Process;
  let proxyUrl: string;
  const ports: number[] = [];
  const instances: Process[] = [];
  const urlOf = (index: number) => `http://127.0.0.1:${ports[index]}`;
  let env: NodeJS.ProcessEnv;
  let token: string;

  const startInstance = async (index: number) => {
    instances[index] = launch(process.execPath, [path.join(repoRoot, "server/dist/main.js")], {
      ...env,
      PORT: String(ports[index]),
    });
    await waitFor(`${urlOf(index)}/ready`, instances[index]);
  };

  beforeAll(async () => {
    ensureNginx();
    database = await startTestServer();
    smtp = await startSmtpServer();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "school-nginx-"));
    // nginx's workers run as an unprivileged user and buffer uploads in the temporary folders.
    fs.chmodSync(dir, 0o777);
    ports.push(await freePort(), await freePort());
    const proxyPort = await freePort();
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
    env = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: (database.dataSource.options as { url: string }).url,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: proxyUrl,
      LOG_LEVEL: "warn",
      SEED_DEMO_CONTENT: "false",
      JOBS_ENABLED: "true",
      TRUST_PROXY: "1",
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: String(MAX_FAILURES_PER_ADDRESS),
      SMTP_URL: smtp.url,
      METRICS_TOKEN,
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    };
    await Promise.all([startInstance(0), startInstance(1)]);
    // The instances have installed the job tables; their schedule fires first at the next minute.
    await database.dataSource.query(RECORD_CRON_FIRINGS);

    const configFile = path.join(dir, "nginx.conf");
    fs.writeFileSync(configFile, nginxConfig(dir, proxyPort, ports));
    proxy = launch(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", configFile], process.env);
    await waitFor(`${proxyUrl}/health`, proxy);

    const signedIn = await graphqlAt(proxyUrl)(SIGN_IN, { username: staffUser.username, password: STAFF_PASSWORD });
    token = (signedIn.data as { signIn: { signedIn: { accessToken: string } } }).signIn.signedIn.accessToken;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...instances.map((instance) => stop(instance)), proxy && stop(proxy, "SIGQUIT")]);
    await smtp?.close();
    await database?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends requests to both instances, round-robin", async () => {
    const healthChecks = async (index: number) => {
      const metrics = await scrapeMetrics(urlOf(index));
      return valueOf(metrics, "http_requests_total", { route: "/health", status: "200" }) ?? 0;
    };
    const before = await Promise.all([healthChecks(0), healthChecks(1)]);
    for (let i = 0; i < 10; i++) expect((await fetch(`${proxyUrl}/health`)).status).toBe(200);
    const after = await Promise.all([healthChecks(0), healthChecks(1)]);
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([5, 5]);
  });

  it.each([
    { name: "B rotates and A", signInOn: 0, rotateOn: 1 },
    { name: "A rotates and B", signInOn: 1, rotateOn: 0 },
  ])(
    "signs in on one and works on the other; when $name sees a replayed refresh token, it is caught",
    async ({ signInOn, rotateOn }) => {
      const onFirst = graphqlAt(urlOf(signInOn));
      const onOther = graphqlAt(urlOf(rotateOn));
      const signedIn = await onFirst(SIGN_IN, { username: staffUser.username, password: STAFF_PASSWORD });
      const { accessToken } = (signedIn.data as { signIn: { signedIn: { accessToken: string } } }).signIn.signedIn;
      const firstRefresh = refreshTokenSetBy(signedIn)!;
      expect(firstRefresh).toBeDefined();

      const me = await onOther("{ me { username } }", {}, { token: accessToken });
      expect(me.data).toEqual({ me: { username: staffUser.username } });

      const refreshed = await onOther(REFRESH, {}, withRefreshToken(firstRefresh));
      expect(refreshed.errors).toBeUndefined();
      const secondRefresh = refreshTokenSetBy(refreshed)!;
      expect(secondRefresh).not.toBe(firstRefresh);

      const replayed = await onFirst(REFRESH, {}, withRefreshToken(firstRefresh));
      expect(codeOf(replayed)).toBe("NotAuthorizedException");
      expect(replayed.errors![0].message).toBe("Refresh token has been revoked.");
      // The whole family is revoked, on every instance.
      expect(codeOf(await onOther(REFRESH, {}, withRefreshToken(secondRefresh)))).toBe("NotAuthorizedException");
    },
  );

  it("serves every size of a photo uploaded through A from B, byte for byte", async () => {
    const created = await upload<{ createGalleryItem: { responsiveImage: { srcset: string } } }>(
      { ...database, url: urlOf(0) },
      "mutation ($input: GalleryItemInput!) { createGalleryItem(input: $input) { responsiveImage { srcset } } }",
      { input: { alt: "The choir on stage", title: "Choir", image: null } },
      { "variables.input.image": { bytes: await jpeg(1600, 1000), filename: "choir.jpg", type: "image/jpeg" } },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const sizes = created
      .data!.createGalleryItem.responsiveImage.srcset.split(",")
      .map((entry) => entry.trim().split(" ")[0]);
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) {
      const [fromA, fromB] = await Promise.all([fetch(new URL(size, urlOf(0))), fetch(new URL(size, urlOf(1)))]);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("content-type")).toMatch(/^image\//);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    }
  });

  it("counts an address's failed sign-ins across both instances", async () => {
    // Both instances trust one proxy, so the address is the one that proxy names.
    const from = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const failed = await graphqlAt(urlOf(i % 2))(
        SIGN_IN,
        { username: `spray${i}`, password: "wrong" },
        { headers: from },
      );
      expect(codeOf(failed)).toBe("NotAuthorizedException");
    }
    for (const index of [0, 1]) {
      const refused = await graphqlAt(urlOf(index))(
        SIGN_IN,
        { username: staffUser.username, password: STAFF_PASSWORD },
        { headers: from },
      );
      expect(codeOf(refused)).toBe("LimitExceededException");
    }
  });

  it("shows a write made on A on B within a second, though B had the page cached", async () => {
    const list = "{ news(first: 5) { nodes { title } } }";
    const titlesOnB = async () =>
      ((await graphqlAt(urlOf(1))(list)).data as { news: { nodes: { title: string }[] } }).news.nodes.map(
        (node) => node.title,
      );
    await titlesOnB();
    expect(await titlesOnB()).not.toContain("Written on A");

    const created = await graphqlAt(urlOf(0))(
      "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
      { input: newsInput({ title: "Written on A" }) },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const written = Date.now();
    let seen = false;
    while (!seen && Date.now() - written < 1000) seen = (await titlesOnB()).includes("Written on A");
    expect(seen).toBe(true);
  });

  it("sends a queued e-mail once, though both instances run the job queue", async () => {
    const asked = await graphqlAt(proxyUrl)("mutation ($username: String!) { forgotPassword(username: $username) }", {
      username: staffUser.username,
    });
    expect(asked.data).toEqual({ forgotPassword: true });
    await until(() => smtp.received.length > 0);
    // Time for a second worker to send it again, if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.received.map((message) => message.to)).toEqual([[staffUser.email]]);
    const outbox = await database.dataSource.query<{ status: string; attempts: number }[]>(
      "SELECT status, attempts FROM mail_outbox",
    );
    expect(outbox).toEqual([{ status: "sent", attempts: 1 }]);
  });

  it("cuts off a body trickled through nginx once the app's time for a request is up", async () => {
    const body = JSON.stringify({ query: "{ school { name } }" });
    const { answer, closedAfterMs } = await trickle(
      proxyUrl,
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      500,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Not the body's 17 s of trickling: the app's limit, checked once a second.
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 3000);
  });

  it("answers /ready with 503 while it drains after SIGTERM, on a connection held from before", async () => {
    // One kept-alive connection, as a proxy's health check holds one.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ready = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${urlOf(0)}/ready`, { agent }, (response) => {
            response.resume();
            resolve(response.statusCode!);
          })
          .on("error", reject);
      });
    try {
      expect(await ready()).toBe(200);
      instances[0].child.kill("SIGTERM");
      // Once it takes no new connection it has begun to stop; the held one stays open a moment longer.
      while (await accepts(ports[0])) await new Promise((resolve) => setImmediate(resolve));
      expect(await ready()).toBe(503);
    } finally {
      agent.destroy();
    }
    expect(await instances[0].exited).toBe(0);
    await startInstance(0);
  });

  it("restarts one instance after the other under load without a failed request", async () => {
    const statuses: Record<string, number> = {};
    const acknowledged: string[] = [];
    let running = true;
    let writes = 0;
    const worker = async (writer: boolean) => {
      while (running) {
        const answer = writer
          ? await fetch(`${proxyUrl}/api/news`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify(newsInput({ title: `Rolling ${++writes}` })),
            })
          : await fetch(`${proxyUrl}/api/news?first=3`);
        const text = await answer.text();
        const body = (text.startsWith("{") ? JSON.parse(text) : {}) as { title?: string };
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (writer && answer.status === 201) acknowledged.push(body.title!);
      }
    };
    // Enough at once that some are waiting to be accepted whenever an instance stops.
    const load = Promise.all(Array.from({ length: 12 }, (_, index) => worker(index % 3 === 0)));
    for (const index of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // It stops taking connections (nginx sends them, and those it had not yet accepted, to the other),
      // finishes its requests and exits.
      instances[index].child.kill("SIGTERM");
      expect(await instances[index].exited).toBe(0);
      await startInstance(index);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await load;

    console.log(`rolling restart through nginx: answers by status ${JSON.stringify(statuses)}`);
    expect(Object.keys(statuses)).toEqual(expect.arrayContaining(["200", "201"]));
    expect(Object.keys(statuses).filter((status) => status !== "200" && status !== "201")).toEqual([]);
    const stored = await database.dataSource.query<{ title: string }[]>(
      "SELECT title FROM news WHERE title LIKE 'Rolling %'",
    );
    expect(stored.map((row) => row.title).sort()).toEqual([...acknowledged].sort());
  }, 60_000);

  it("queues and runs each scheduled job once a minute, though both instances keep the schedule", async () => {
    const firings = () =>
      database.dataSource.query<{ task: string; firedFor: string; queued: number; done: number; attempts: number }[]>(
        `SELECT task, fired_for AS "firedFor", count(*) FILTER (WHERE event = 'queued')::int AS queued,
                count(*) FILTER (WHERE event = 'done')::int AS done, max(attempts) FILTER (WHERE event = 'done') AS attempts
         FROM cron_firings GROUP BY task, fired_for ORDER BY fired_for, task`,
      );
    // The schedule fires on the minute: if the tests above took less than one, wait for it.
    const deadline = Date.now() + 65_000;
    let fired = await firings();
    while (!fired.some((firing) => firing.done > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      fired = await firings();
    }
    const firstMinute = fired.find((firing) => firing.done > 0)!.firedFor;
    console.log(`scheduled jobs with two instances: ${JSON.stringify(fired)}`);
    expect(fired.filter((firing) => firing.firedFor === firstMinute).map((firing) => firing.task)).toEqual(
      expect.arrayContaining(EVERY_MINUTE),
    );
    expect(fired.filter((firing) => firing.queued !== 1)).toEqual([]);
    expect(fired.filter((firing) => firing.done > 1 || (firing.done === 1 && firing.attempts !== 1))).toEqual([]);
  }, 70_000);
});
