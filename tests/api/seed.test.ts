import sharp from "sharp";
import { seedDemoContent } from "../../server/src/app/seed";
import { pluck } from "../support/json";
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

    await server.dataSource.query(
      "DELETE FROM news; DELETE FROM events; DELETE FROM announcements; DELETE FROM gallery_items; DELETE FROM gallery_albums; DELETE FROM documents; DELETE FROM assets",
    );
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
      news { nodes { responsiveImage { width } } }
      galleryItems { nodes { title responsiveImage { srcset } } }
      documents { nodes { title size fileUrl } }
    }`);
    expect(result.errors).toBeUndefined();
    for (const list of ["upcoming", "past", "high", "medium", "low"]) {
      expect(result.data![list].nodes.length).toBeGreaterThan(0);
    }
    expect(result.data!.newsCategories.length).toBeGreaterThanOrEqual(4);
    expect(pluck(result.data!.news.nodes, "responsiveImage").some(Boolean)).toBe(true);
    expect(result.data!.galleryItems.nodes.length).toBeGreaterThan(0);
    expect(pluck(result.data!.galleryItems.nodes, "responsiveImage").every(Boolean)).toBe(true);
    expect(result.data!.documents.nodes.length).toBeGreaterThan(0);
    const pdf = await fetch(`${server.url}${result.data!.documents.nodes[0].fileUrl}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const [{ inactive }] = await server.dataSource.query(
      "SELECT count(*)::int AS inactive FROM announcements WHERE NOT active",
    );
    expect(inactive).toBe(1);
  });

  it("pictures the news and gallery with calm placeholders in the school's navy, and says so in the alt text", async () => {
    // What the test above seeded.
    const result = await server.graphql(`{
      news { nodes { responsiveImage { src } } }
      galleryItems { nodes { alt responsiveImage { src } } }
    }`);
    expect(result.errors).toBeUndefined();
    const gallery = result.data!.galleryItems.nodes as { alt: string; responsiveImage: { src: string } }[];
    for (const { alt } of gallery) expect(alt).toMatch(/^The school crest, in place of a photo of /);
    const sources = [...pluck(result.data!.news.nodes, "responsiveImage"), ...pluck(gallery, "responsiveImage")]
      .filter(Boolean)
      .map((image) => (image as { src: string }).src);
    expect(sources.length).toBeGreaterThan(4);
    const notNavy: string[] = [];
    for (const src of sources) {
      const picture = Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer());
      const [red, green, blue] = (await sharp(picture).stats()).channels;
      // Dark navy throughout: blue leads and nothing is bright (no sunny skies, no palettes of their own).
      const navy = blue.mean > green.mean && green.mean > red.mean && Math.max(red.max, green.max, blue.max) < 160;
      if (!navy) notNavy.push(src);
    }
    expect(notNavy).toEqual([]);
  });
});
