import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { pageInput } from "../support/fixtures";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const PUBLIC_DIR = path.resolve(__dirname, "../../client/public");

describe("the web app manifest", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SCHOOL_NAME: "Berea Girls' Preparatory School" });
  });
  afterAll(() => server.close());

  it("names the school as its settings do, for a phone's home screen, with icons of the sizes it states", async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Berea Girls' Preparatory School",
      short_name: "Berea Girls'",
      start_url: "/",
      display: "standalone",
    });
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(["any", "any", "maskable", "maskable"]);
    for (const icon of manifest.icons) {
      const { width, height, format } = await sharp(fs.readFileSync(path.join(PUBLIC_DIR, icon.src))).metadata();
      expect([`${width}x${height}`, format]).toEqual([icon.sizes, "png"]);
    }

    // Staff rename the school in its settings: the manifest follows.
    const renamed = await server.graphql(
      "mutation ($input: SchoolInput!) { updateSchool(input: $input, expectedVersion: 0) { version } }",
      { input: { ...pageInput("school"), name: "St Anne's School" } },
      { token: server.staffToken() },
    );
    expect(renamed.errors).toBeUndefined();
    const after = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
    };
    expect(after).toMatchObject({ name: "St Anne's School", short_name: "St Anne's" });
  });

  it("is linked from every page", () => {
    const shell = fs.readFileSync(path.resolve(__dirname, "../../client/index.html"), "utf8");
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
