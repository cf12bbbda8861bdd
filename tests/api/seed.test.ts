import { seedDemoContent } from "../../server/src/db/seed";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

describe("demo content", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const count = async (table: string) =>
    (await server.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count as number;

  it("seeds an empty database once, and never again, even after staff delete it all", async () => {
    expect(await seedDemoContent(server.dataSource, "Africa/Johannesburg")).toBe(true);
    expect(await count("news")).toBeGreaterThanOrEqual(12);
    expect(await seedDemoContent(server.dataSource, "Africa/Johannesburg")).toBe(false);

    await server.dataSource.query("DELETE FROM news; DELETE FROM events; DELETE FROM announcements");
    expect(await seedDemoContent(server.dataSource, "Africa/Johannesburg")).toBe(false);
    expect(await count("news")).toBe(0);
  });

  it("gives every public list something to show: upcoming and past events, every priority, one inactive", async () => {
    await server.dataSource.query("DELETE FROM app_settings");
    await seedDemoContent(server.dataSource, "Africa/Johannesburg");
    const result = await server.graphql(`{
      upcoming: events(timeframe: UPCOMING) { nodes { id } }
      past: events(timeframe: PAST) { nodes { id } }
      high: announcements(priority: high) { nodes { id } }
      medium: announcements(priority: medium) { nodes { id } }
      low: announcements(priority: low) { nodes { id } }
      newsCategories
    }`);
    expect(result.errors).toBeUndefined();
    for (const list of ["upcoming", "past", "high", "medium", "low"]) {
      expect(result.data![list].nodes.length).toBeGreaterThan(0);
    }
    expect(result.data!.newsCategories.length).toBeGreaterThanOrEqual(4);
    const [{ inactive }] = await server.dataSource.query("SELECT count(*)::int AS inactive FROM announcements WHERE NOT active");
    expect(inactive).toBe(1);
  });
});
