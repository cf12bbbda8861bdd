import { newsInput } from "../support/fixtures";
import { rest } from "../support/rest";
import { startTcpProxy } from "../support/tcp-proxy";
import { startAnotherInstance, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const CUT_AFTER_MS = 1500;
const OUTAGE_MS = 2500;
const LOAD_MS = 6000;

interface Outcome {
  kind: "write" | "read" | "graphql";
  status: number;
  title?: string;
  retryAfter?: string | null;
  code?: unknown;
}

/**
 * The database disappears under concurrent reads and writes (every connection reset, new ones
 * refused, as in a restart or a failover) and comes back: nothing acknowledged is lost or doubled,
 * every refusal is a retryable 503, and the server recovers by itself.
 */
describe("a database outage under load", () => {
  let direct: TestServer;
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  beforeAll(async () => {
    direct = await startTestServer();
    const url = new URL((direct.dataSource.options as { url: string }).url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startAnotherInstance(direct, url.toString());
  });
  afterAll(async () => {
    await server.close();
    await proxy.close();
    await direct.close();
  });

  it("loses no acknowledged write, applies none twice, refuses with 503 and Retry-After, and recovers alone", async () => {
    const outcomes: Outcome[] = [];
    const token = server.staffToken();
    const started = Date.now();
    let writes = 0;
    const worker = async (kind: Outcome["kind"]) => {
      while (Date.now() - started < LOAD_MS) {
        if (kind === "write") {
          const title = `Outage write ${++writes}`;
          const answer = await rest(server, "POST", "/news", { token, body: newsInput({ title }) });
          outcomes.push({ kind, status: answer.status, title, retryAfter: answer.headers.get("retry-after") });
        } else if (kind === "read") {
          const answer = await rest(server, "GET", "/news?first=5");
          outcomes.push({ kind, status: answer.status, retryAfter: answer.headers.get("retry-after") });
        } else {
          const answer = await server.graphql("query ($q: String) { news(first: 5, search: $q) { nodes { id } } }", {
            q: `miss ${Math.random()}`,
          });
          outcomes.push({
            kind,
            status: answer.status,
            retryAfter: answer.headers?.get("retry-after") ?? null,
            code: answer.errors?.[0]?.extensions?.code,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, CUT_AFTER_MS));
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await proxy.restore();
      const restoredAt = Date.now();
      while ((await fetch(`${server.url}/ready`)).status !== 200) await new Promise((r) => setTimeout(r, 50));
      return Date.now() - restoredAt;
    })();
    await Promise.all([worker("write"), worker("write"), worker("read"), worker("graphql"), outage]);
    const recoveredMs = await outage;

    const acknowledged = outcomes.filter((o) => o.kind === "write" && o.status === 201).map((o) => o.title!);
    const stored = await direct.dataSource.query<{ title: string; copies: number }[]>(
      "SELECT title, count(*)::int AS copies FROM news WHERE title LIKE 'Outage write %' GROUP BY title",
    );
    const copies = new Map(stored.map((row) => [row.title, row.copies]));
    const lost = acknowledged.filter((title) => !copies.has(title));
    const doubled = stored.filter((row) => row.copies > 1);
    const byStatus: Record<string, number> = {};
    for (const outcome of outcomes) byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
    const refused = outcomes.filter((o) => o.status !== 200 && o.status !== 201);

    console.log(
      `outage figures: ${outcomes.length} requests, ${writes} writes, ${acknowledged.length} acknowledged, ` +
        `${lost.length} lost, ${doubled.length} applied twice, answers by status ${JSON.stringify(byStatus)}, ` +
        `ready again ${recoveredMs} ms after the database returned`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(doubled).toEqual([]);
    // The outage was felt, and every refusal said to come back shortly.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((o) => o.status !== 503)).toEqual([]);
    expect(refused.filter((o) => o.retryAfter !== "5")).toEqual([]);
    // Under load a GraphQL query may fall between the cut and the restore without being refused, so the
    // GraphQL refusal is checked with the database down on purpose below; here none may say otherwise.
    expect(refused.filter((o) => o.kind === "graphql" && o.code !== "SERVICE_UNAVAILABLE")).toEqual([]);
    expect(recoveredMs).toBeLessThan(5000);

    await proxy.cut();
    const query = await server.graphql("query ($q: String) { news(first: 5, search: $q) { nodes { id } } }", {
      q: "asked while the database is away",
    });
    const read = await rest(server, "GET", "/news?first=5&search=away");
    await proxy.restore();
    for (const answer of [query, read]) {
      expect(answer.status).toBe(503);
      expect(answer.headers?.get("retry-after")).toBe("5");
    }
    expect(query.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
    while ((await fetch(`${server.url}/ready`)).status !== 200) await new Promise((r) => setTimeout(r, 50));

    // After the outage, writes and reads work again without a restart.
    expect(
      (await rest(server, "POST", "/news", { token, body: newsInput({ title: "After the outage" }) })).status,
    ).toBe(201);
  });
});
