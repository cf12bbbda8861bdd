import { Client } from "pg";
import {
  addSearchWords,
  announceChanges,
  dropSearchWords,
  endPreviewLinks,
  keepPreviewLinks,
  stopAnnouncingChanges,
} from "../../server/src/db/content-triggers";
import { until } from "../support/poll";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/** A new kind's table, as its migration would create it. */
const CREATE_TABLE = `CREATE TABLE sports_fixtures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), title varchar(200) NOT NULL, opponent text, report text,
  published_at timestamptz, deleted_at timestamptz)`;

describe("the triggers a new kind's migration adds (db/content-triggers.ts)", () => {
  let server: TestServer;
  let listener: Client;
  const heard: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    await server.dataSource.query(CREATE_TABLE);
    await server.dataSource.query(
      `INSERT INTO sports_fixtures (title, opponent) VALUES ('Netball U11 A', 'St Mary''s')`,
    );
    const runner = server.dataSource.createQueryRunner();
    await addSearchWords(runner, "sports_fixtures", { A: ["title"], B: ["opponent"], C: ["report"], html: ["report"] });
    await announceChanges(runner, "sports_fixtures");
    await endPreviewLinks(runner, "sports_fixtures", "sports-fixture");
    await runner.release();
    listener = new Client({ connectionString: (server.dataSource.options as { url: string }).url });
    await listener.connect();
    listener.on("notification", (message) => heard.push(message.payload ?? ""));
    await listener.query("LISTEN public_content_changed");
  });
  afterAll(async () => {
    await listener?.end();
    await server?.close();
  });

  const found = async (words: string) =>
    (
      await server.dataSource.query<{ title: string }[]>(
        `SELECT title FROM sports_fixtures WHERE search_vector @@ websearch_to_tsquery('english', $1) ORDER BY title`,
        [words],
      )
    ).map((row) => row.title);

  it("fill the search words of the rows already there and of every insert and update, tags of HTML columns left out", async () => {
    expect(await found("netball")).toEqual(["Netball U11 A"]);
    await server.dataSource.query(
      `INSERT INTO sports_fixtures (title, opponent, report) VALUES ('Hockey U13 B', 'Roedean', '<p>A <strong>brave</strong> draw</p>')`,
    );
    expect(await found("roedean")).toEqual(["Hockey U13 B"]);
    expect(await found("brave draw")).toEqual(["Hockey U13 B"]);
    expect(await found("strong")).toEqual([]);
    await server.dataSource.query(`UPDATE sports_fixtures SET opponent = 'Kingsmead' WHERE title = 'Netball U11 A'`);
    expect(await found("kingsmead")).toEqual(["Netball U11 A"]);
  });

  it("announce every committed change to the table on the public content channel", async () => {
    heard.length = 0;
    await server.dataSource.query(`DELETE FROM sports_fixtures WHERE title = 'Hockey U13 B'`);
    await until(() => heard.includes("sports_fixtures"));
    expect(heard).toContain("sports_fixtures");
  });

  it("end the kind's preview links when an item is published, and revoke them when it is trashed", async () => {
    const [fixture] = await server.dataSource.query<{ id: string }[]>(
      `INSERT INTO sports_fixtures (title) VALUES ('Chess U9') RETURNING id`,
    );
    const link = (expiresAt: string) =>
      server.dataSource.query<{ id: string }[]>(
        `INSERT INTO preview_links (kind, item_id, created_at, expires_at) VALUES ('sports-fixture', $1, now(), $2) RETURNING id`,
        [fixture.id, expiresAt],
      );
    const [first] = await link("2099-01-01T00:00:00Z");
    await server.dataSource.query(`UPDATE sports_fixtures SET published_at = '2030-05-01T08:00:00Z' WHERE id = $1`, [
      fixture.id,
    ]);
    const [published] = await server.dataSource.query<{ expires_at: Date }[]>(
      "SELECT expires_at FROM preview_links WHERE id = $1",
      [first.id],
    );
    expect(published.expires_at.toISOString()).toBe("2030-05-01T08:00:00.000Z");
    const [second] = await link("2099-01-01T00:00:00Z");
    await server.dataSource.query(`UPDATE sports_fixtures SET deleted_at = now() WHERE id = $1`, [fixture.id]);
    const [trashed] = await server.dataSource.query<{ revoked_at: Date | null }[]>(
      "SELECT revoked_at FROM preview_links WHERE id = $1",
      [second.id],
    );
    expect(trashed.revoked_at).not.toBeNull();
  });

  it("come off again with their undo", async () => {
    const runner = server.dataSource.createQueryRunner();
    await keepPreviewLinks(runner, "sports_fixtures");
    await stopAnnouncingChanges(runner, "sports_fixtures");
    await dropSearchWords(runner, "sports_fixtures");
    await runner.release();
    const triggers = await server.dataSource.query<unknown[]>(
      `SELECT 1 FROM information_schema.triggers WHERE event_object_table = 'sports_fixtures'`,
    );
    expect(triggers).toEqual([]);
    const columns = await server.dataSource.query<{ column_name: string }[]>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'sports_fixtures' ORDER BY column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      "deleted_at",
      "id",
      "opponent",
      "published_at",
      "report",
      "title",
    ]);
  });
});
