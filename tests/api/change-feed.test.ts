import { Client } from "pg";
import { AREAS } from "../../server/src/app/areas";
import { create, newsInput } from "../support/fixtures";
import { startAnotherInstance, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const NEWS_TITLES = "{ news(first: 50) { nodes { title } } }";

/** Tables the public never sees (accounts, sign-ins, mail, the audit log, history): writes there announce nothing. */
const PRIVATE_TABLES = [
  "alert_sends",
  "alert_subscribers",
  "audit_entries",
  "auth_sessions",
  "contact_messages",
  "contact_rate_limits",
  "item_revisions",
  "mail_outbox",
  "migrations",
  "password_reset_codes",
  "preview_links",
  "push_outbox",
  "push_subscriptions",
  "refresh_tokens",
  "request_limits",
  "security_settings",
  "sign_in_address_failures",
  "sign_in_challenges",
  "sign_in_failures",
  "site_content_revisions",
  "staff_invitations",
  "totp_recovery_codes",
  "users",
  "web_push_keys",
];

/** The demo content's mark, written with the demo content (app/seed.ts), owned by no area. */
const SEED_TABLES = ["app_settings"];

/** How soon a write on one instance must show on another. */
const PROPAGATION_MS = 1000;

describe("caches kept coherent across instances through Postgres", () => {
  let a: TestServer;
  let b: TestServer;
  let sql: Client;

  beforeAll(async () => {
    a = await startTestServer();
    b = await startAnotherInstance(a);
    sql = new Client({ connectionString: (a.dataSource.options as { url: string }).url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql.end();
    await b.close();
    await a.close();
  });

  /** B's news titles, and whether B answered from its cache. */
  async function titlesOnB(): Promise<{ titles: string[]; cache: string | null }> {
    const answer = await b.graphql<{ news: { nodes: { title: string }[] } }>(NEWS_TITLES);
    return { titles: answer.data!.news.nodes.map((node) => node.title), cache: answer.headers?.get("x-cache") ?? null };
  }

  /** Asks B until `expected` shows, failing after PROPAGATION_MS; answers how long it took. */
  async function seenOnB(expected: (titles: string[]) => boolean): Promise<number> {
    const start = Date.now();
    for (;;) {
      const { titles } = await titlesOnB();
      if (expected(titles)) return Date.now() - start;
      if (Date.now() - start > PROPAGATION_MS) throw new Error(`B still answers ${JSON.stringify(titles)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("shows a write made through one instance on the other within a second, though the other had it cached", async () => {
    await titlesOnB();
    expect((await titlesOnB()).cache).toBe("HIT");
    await create(a, "createNews", newsInput({ title: "Written on A" }));
    const tookMs = await seenOnB((titles) => titles.includes("Written on A"));
    expect(tookMs).toBeLessThan(PROPAGATION_MS);
  });

  it("shows a change made beside the servers (the admin command, psql) on every instance", async () => {
    await titlesOnB();
    expect((await titlesOnB()).cache).toBe("HIT");
    await sql.query(`UPDATE news SET title = 'Corrected at psql' WHERE title = 'Written on A'`);
    await seenOnB((titles) => titles.includes("Corrected at psql") && !titles.includes("Written on A"));
  });

  it("listens again after losing its connection, and empties its caches for what it may have missed", async () => {
    await titlesOnB();
    expect((await titlesOnB()).cache).toBe("HIT");
    // Postgres ends the feeds' sessions (as a restart would), and a change lands while they are away.
    const ended = await sql.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE application_name = 'school-website change feed' AND datname = current_database()`,
    );
    expect(ended.rows).toHaveLength(2);
    await sql.query(`UPDATE news SET title = 'Changed while away' WHERE title = 'Corrected at psql'`);
    await seenOnB((titles) => titles.includes("Changed while away"));
    // Listening again: the next change arrives as a notification.
    const listening = async () =>
      (
        await sql.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE application_name = 'school-website change feed' AND datname = current_database()`,
        )
      ).rows[0].n as number;
    for (let tries = 0; (await listening()) < 2 && tries < 100; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listening()).toBe(2);
    await titlesOnB();
    expect((await titlesOnB()).cache).toBe("HIT");
    await sql.query(`UPDATE news SET title = 'Heard again' WHERE title = 'Changed while away'`);
    await seenOnB((titles) => titles.includes("Heard again"));
  });

  it("announces every table the public sees, and names every other table as private", async () => {
    const tables = await sql.query<{ table_name: string; notifies: boolean }>(
      `SELECT t.table_name, EXISTS (
          SELECT 1 FROM information_schema.triggers g
           WHERE g.event_object_table = t.table_name AND g.trigger_name = 'public_content_changed'
        ) AS notifies
         FROM information_schema.tables t
        WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        ORDER BY t.table_name`,
    );
    const notifying = tables.rows.filter((row) => row.notifies).map((row) => row.table_name);
    const silent = tables.rows.filter((row) => !row.notifies).map((row) => row.table_name);
    // A new table is put in one list or the other (its area's publicTables, and a migration), deliberately.
    expect(notifying).toEqual([...AREAS.flatMap((area) => area.publicTables), ...SEED_TABLES].sort());
    expect(silent).toEqual([...PRIVATE_TABLES].sort());
  });
});
