import { Client } from "pg";
import {
  addSearchWords,
  announceChanges,
  dropSearchWords,
  stopAnnouncingChanges,
} from "../../server/src/db/content-triggers";
import { until } from "../support/poll";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/** A new kind's table, as its migration would create it. */
const CREATE_TABLE = `CREATE TABLE sports_fixtures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), title varchar(200) NOT NULL, opponent text, report text)`;

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

  it("come off again with their undo", async () => {
    const runner = server.dataSource.createQueryRunner();
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
    expect(columns.map((column) => column.column_name)).toEqual(["id", "opponent", "report", "title"]);
  });
});
