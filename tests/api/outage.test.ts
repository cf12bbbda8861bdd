import { create, newsInput } from "../support/fixtures";
import { until } from "../support/poll";
import { startPrivatePostgres } from "../support/private-postgres";
import type { PrivatePostgres } from "../support/private-postgres";
import { rest } from "../support/rest";
import type { RestResponse } from "../support/rest";
import { startTestServer } from "../support/test-server";
import type { GraphQLResponse, TestServer } from "../support/test-server";

const KILL_AFTER_MS = 1500;
/** At least this long between the kill and the restart. */
const DOWN_MS = 2000;
/** How long the load goes on once the site is back, to show that writes and reads work again. */
const LOAD_AFTER_RECOVERY_MS = 1000;
const PAUSE_BETWEEN_REQUESTS_MS = 20;

const CREATE_NEWS = "mutation ($input: NewsInput!) { createNews(input: $input) { title } }";
const SEARCH_NEWS = "query ($q: String) { news(first: 5, search: $q) { nodes { id } } }";

interface Outcome {
  kind: "rest write" | "graphql write" | "rest read" | "graphql read";
  status: number;
  retryAfter: string | null;
  /** GraphQL's error code, when it answered one. */
  code?: string;
  /** The title a write asked for, and whether the answer acknowledged it. */
  title?: string;
  acknowledged?: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A test server on a PostgreSQL of its own, which the describe's tests may stop or kill: started before
 * them, removed after them (even when closing the server fails).
 */
function serverOnItsOwnPostgres(): { postgres: () => PrivatePostgres; server: () => TestServer } {
  let postgres: PrivatePostgres | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startTestServer({}, postgres.adminUrl);
  }, 60_000);
  afterAll(async () => {
    try {
      await server?.close();
    } finally {
      await postgres?.remove();
    }
  });
  const started = <T>(value: T | undefined) => {
    if (!value) throw new Error("the server on its own PostgreSQL has not started");
    return value;
  };
  return { postgres: () => started(postgres), server: () => started(server) };
}

/**
 * The site's own PostgreSQL is killed outright (SIGKILL to every one of its processes, as a crash of
 * its host would) under concurrent writes and reads, and started again on the same data directory:
 * nothing acknowledged is lost or doubled, every refusal is a retryable 503, and the server recovers
 * by itself within seconds of the database.
 */
describe("a database crash and restart under load", () => {
  const own = serverOnItsOwnPostgres();

  it("loses no acknowledged write, applies none twice, refuses with 503 and Retry-After, and recovers alone", async () => {
    const [server, postgres] = [own.server(), own.postgres()];
    const outcomes: Outcome[] = [];
    const token = server.staffToken();
    let writes = 0;
    let running = true;
    const fromRest = (kind: Outcome["kind"], answer: RestResponse): Outcome => ({
      kind,
      status: answer.status,
      retryAfter: answer.headers.get("retry-after"),
    });
    const fromGraphql = (kind: Outcome["kind"], answer: GraphQLResponse): Outcome => ({
      kind,
      status: answer.status,
      retryAfter: answer.headers?.get("retry-after") ?? null,
      code: answer.errors?.[0]?.extensions?.code,
    });
    const request = async (kind: Outcome["kind"]): Promise<Outcome> => {
      if (kind === "rest write") {
        const title = `Outage write ${++writes}`;
        const answer = await rest(server, "POST", "/news", { token, body: newsInput({ title }) });
        return { ...fromRest(kind, answer), title, acknowledged: answer.status === 201 };
      }
      if (kind === "graphql write") {
        const title = `Outage write ${++writes}`;
        const answer = await server.graphql<{ createNews: { title: string } }>(
          CREATE_NEWS,
          { input: newsInput({ title }) },
          { token },
        );
        return { ...fromGraphql(kind, answer), title, acknowledged: answer.data?.createNews?.title === title };
      }
      if (kind === "rest read") return fromRest(kind, await rest(server, "GET", "/news?first=5"));
      // A search nobody asked before, so the public cache cannot answer it without the database.
      return fromGraphql(kind, await server.graphql(SEARCH_NEWS, { q: `miss ${Math.random()}` }));
    };
    const worker = async (kind: Outcome["kind"]) => {
      while (running) {
        outcomes.push(await request(kind));
        await pause(PAUSE_BETWEEN_REQUESTS_MS);
      }
    };
    const ready = async () => (await fetch(`${server.url}/ready`)).status === 200;

    const outage = (async () => {
      await pause(KILL_AFTER_MS);
      const killed = Date.now();
      await postgres.crash();
      // Asked on purpose while the database is away: under load a kind could fall between its requests.
      const whileDown = {
        query: await server.graphql(SEARCH_NEWS, { q: "asked while the database is away" }),
        read: await rest(server, "GET", "/news?first=5&search=away"),
        ready: (await fetch(`${server.url}/ready`)).status,
      };
      await pause(killed + DOWN_MS - Date.now());
      const restarting = Date.now();
      await postgres.start();
      const databaseBack = Date.now();
      while (!(await ready())) await pause(50);
      const siteBack = Date.now();
      await pause(LOAD_AFTER_RECOVERY_MS);
      running = false;
      return {
        whileDown,
        downMs: restarting - killed,
        restartMs: databaseBack - restarting,
        recoveredMs: siteBack - databaseBack,
      };
    })();
    const [{ whileDown, downMs, restartMs, recoveredMs }] = await Promise.all([
      outage,
      worker("rest write"),
      worker("graphql write"),
      worker("rest read"),
      worker("graphql read"),
    ]);

    const writesAsked = outcomes.filter((outcome) => outcome.title !== undefined);
    const acknowledged = writesAsked.filter((outcome) => outcome.acknowledged).map((outcome) => outcome.title!);
    const stored = await server.dataSource.query<{ title: string; copies: number }[]>(
      "SELECT title, count(*)::int AS copies FROM news WHERE title LIKE 'Outage write %' GROUP BY title",
    );
    const copies = new Map(stored.map((row) => [row.title, row.copies]));
    const lost = acknowledged.filter((title) => !copies.has(title));
    const doubled = stored.filter((row) => row.copies > 1);
    const refused = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 201);
    const byStatus: Record<string, number> = {};
    for (const outcome of outcomes) byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
    // A write refused after its commit (the answer lost with the connection) is stored, once, unacknowledged.
    const storedUnacknowledged = writesAsked.filter((o) => !o.acknowledged && copies.has(o.title!)).length;

    console.log(
      `outage figures (PostgreSQL killed with SIGKILL, down ${downMs} ms): ${outcomes.length} requests, ` +
        `${writesAsked.length} writes, ${acknowledged.length} acknowledged, ${lost.length} lost, ` +
        `${doubled.length} applied twice, ${storedUnacknowledged} refused but stored, ` +
        `answers by status ${JSON.stringify(byStatus)}; the database restarted (crash recovery) in ${restartMs} ms, ` +
        `the site was ready ${recoveredMs} ms after it`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(doubled).toEqual([]);
    // The outage was felt, and every refusal said to come back shortly.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((outcome) => outcome.status !== 503)).toEqual([]);
    expect(refused.filter((outcome) => outcome.retryAfter !== "5")).toEqual([]);
    expect(refused.filter((o) => o.kind.startsWith("graphql") && o.code !== "SERVICE_UNAVAILABLE")).toEqual([]);
    expect(recoveredMs).toBeLessThan(5000);
    // Killed, not stopped: the database came back through crash recovery.
    expect(postgres.log()).toContain("automatic recovery in progress");

    for (const answer of [whileDown.query, whileDown.read]) {
      expect(answer.status).toBe(503);
      expect(answer.headers?.get("retry-after")).toBe("5");
    }
    expect(whileDown.query.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
    expect(whileDown.ready).toBe(503);

    // Writes and reads of every kind were answered again after the restart, without restarting the server.
    const afterRecovery = outcomes.slice(-8);
    expect(afterRecovery.filter((outcome) => outcome.status >= 300)).toEqual([]);
  }, 40_000);
});

/** A public page as a browser (or a crawler, or a CDN in front of the site) receives it. */
async function page(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: "text/html" } });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    cacheControl: response.headers.get("cache-control"),
    cache: response.headers.get("x-cache"),
    // React separates neighbouring texts with empty comments.
    text: (await response.text()).replaceAll("<!-- -->", ""),
  };
}

const IDENTITY_IN_SHELL =
  /<script id="school-identity" type="application\/json">[^<]*"name":"Berea Girls' Preparatory School"/;
const FOOTER = /© \d{4} Berea Girls&#x27; Preparatory School\. All rights reserved\./;

/**
 * Pages while the database is away: no crawler, CDN or page cache is handed a page made without it
 * as if it were the page, and a visitor still sees the school's page where one was made before.
 */
describe("public pages while the database is away", () => {
  const own = serverOnItsOwnPostgres();

  it("answers 503 with Retry-After, keeps nothing, shows the last good page where there is one, and names the school", async () => {
    const [server, postgres] = [own.server(), own.postgres()];
    const seen = await create<{ id: string }>(server, "createNews", newsInput({ title: "Seen before the outage" }));
    const before = await page(server, `/news/${seen.id}`);
    expect(before.status).toBe(200);
    expect((await page(server, `/news/${seen.id}`)).cache).toBe("HIT");
    // The staff panel's shell carries the school's settings too.
    expect((await page(server, "/admin")).text).toMatch(IDENTITY_IN_SHELL);
    // A write empties the page cache: what is left of the page is its last good rendering.
    const unseen = await create<{ id: string }>(server, "createNews", newsInput({ title: "Not seen before it" }));

    await postgres.crash();
    const stale = await page(server, `/news/${seen.id}`);
    expect(stale).toMatchObject({ status: 503, retryAfter: "5", cacheControl: "no-store", cache: "STALE" });
    expect(stale.text).toBe(before.text);
    const withoutDatabase = await page(server, `/news/${unseen.id}`);
    expect(withoutDatabase).toMatchObject({ status: 503, retryAfter: "5", cacheControl: "no-store", cache: "MISS" });
    expect(withoutDatabase.text).toMatch(FOOTER);
    expect(withoutDatabase.text).not.toContain("Not seen before it");
    // Never stored: asked again, it is made again.
    expect(await page(server, `/news/${unseen.id}`)).toMatchObject({ status: 503, cache: "MISS" });
    expect((await page(server, "/admin")).text).toMatch(IDENTITY_IN_SHELL);

    await postgres.start();
    await until(async () => (await fetch(`${server.url}/ready`)).status === 200);
    const back = await page(server, `/news/${unseen.id}`);
    expect(back).toMatchObject({ status: 200, cache: "MISS", cacheControl: "no-cache" });
    expect(back.text).toContain("Not seen before it");
    expect(back.text).toMatch(FOOTER);
  }, 40_000);
});
