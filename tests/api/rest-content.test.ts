import { announcementInput, create, eventInput, newsInput } from "../support/fixtures";
import { dataUrl, jpeg, pdf, png } from "../support/files";
import { pluck } from "../support/json";
import { asStaff, rest } from "../support/rest";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/** The path and query of a `Link: <…>; rel="next"` header, relative to the base path. */
function nextPage(link: string | null): string | null {
  const match = link && /^<\/api(\/[^>]+)>; rel="next"$/.exec(link);
  return match ? match[1] : null;
}

describe("REST content", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() =>
    server.dataSource.query(
      "DELETE FROM news; DELETE FROM events; DELETE FROM announcements; DELETE FROM documents; DELETE FROM gallery_items",
    ),
  );

  describe("GET /news", () => {
    it("answers the first 20, newest first, and links the next page with the same parameters", async () => {
      for (let day = 1; day <= 23; day++) {
        await create(
          server,
          "createNews",
          newsInput({ title: `Day ${day}`, date: `2026-01-${String(day).padStart(2, "0")}` }),
        );
      }
      const first = await rest(server, "GET", "/news");
      expect(pluck(first.body, "title")).toEqual(Array.from({ length: 20 }, (_, i) => `Day ${23 - i}`));
      const next = nextPage(first.headers.get("link"));
      expect(next).toMatch(/^\/news\?after=[\w-]+$/);
      const second = await rest(server, "GET", next!);
      expect(pluck(second.body, "title")).toEqual(["Day 3", "Day 2", "Day 1"]);
      expect(second.headers.get("link")).toBeNull();

      const small = await rest(server, "GET", "/news?first=2&category=Sport");
      expect(small.body).toHaveLength(2);
      const link = new URL(nextPage(small.headers.get("link"))!, "http://x");
      expect(Object.fromEntries(link.searchParams)).toEqual({
        first: "2",
        category: "Sport",
        after: expect.any(String),
      });
    });

    it("filters with the GraphQL query's search and category", async () => {
      await create(server, "createNews", newsInput({ title: "Netball final", category: "Sport" }));
      await create(
        server,
        "createNews",
        newsInput({ title: "Choir tour", excerpt: "Singing in Durban", category: "Culture" }),
      );
      const titles = async (query: string) => pluck((await rest(server, "GET", `/news${query}`)).body, "title");
      expect(await titles("?search=DURBAN")).toEqual(["Choir tour"]);
      expect(await titles("?category=Sport")).toEqual(["Netball final"]);
      expect(await titles("?search=final&category=Culture")).toEqual([]);
    });

    it("refuses the parameters GraphQL refuses, with its messages", async () => {
      const cases: [string, Record<string, string>][] = [
        ["first=0", { first: "first must be at least 1" }],
        ["first=101", { first: "first must be at most 100" }],
        ["first=ten", { first: 'Int cannot represent non-integer value: "ten"' }],
        ["after=not*a*cursor", { after: "after is not a valid cursor" }],
        [`search=${"x".repeat(201)}`, { search: "search must be at most 200 characters" }],
      ];
      for (const [query, fields] of cases) {
        const answer = await rest(server, "GET", `/news?${query}`);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ error: expect.any(String), fields });
      }
    });
  });

  describe("GET /events", () => {
    it("lists upcoming events soonest first by default, and takes timeframe, from and to", async () => {
      await create(server, "createEvent", eventInput({ title: "Later", date: "2031-05-01" }));
      await create(server, "createEvent", eventInput({ title: "Sooner", date: "2030-05-01" }));
      await create(server, "createEvent", eventInput({ title: "Past", date: "2020-05-01" }));
      const titles = async (query: string) => pluck((await rest(server, "GET", `/events${query}`)).body, "title");
      expect(await titles("")).toEqual(["Sooner", "Later"]);
      expect(await titles("?timeframe=PAST")).toEqual(["Past"]);
      expect(await titles("?timeframe=ALL&from=2025-01-01&to=2030-12-31")).toEqual(["Sooner"]);
      expect(await titles("?timeframe=ALL&search=sooner")).toEqual(["Sooner"]);
      const wrong = await rest(server, "GET", "/events?timeframe=SOON");
      expect(wrong.body.fields).toEqual({ timeframe: 'Value "SOON" does not exist in "EventTimeframe" enum.' });
    });
  });

  describe("POST and PUT /events with a picture", () => {
    it("stores an imageData data URL as a picture and keeps it when a replacement carries none", async () => {
      const created = await asStaff(
        server,
        "POST",
        "/events",
        eventInput({ imageData: dataUrl(await jpeg(800, 600), "image/jpeg") }),
      );
      expect(created.body.image).toMatch(/^\/files\/[0-9a-f-]{36}\/fallback\.[0-9a-f]{16}\.jpg$/);
      const picture = await fetch(`${server.url}${created.body.image}`);
      expect(picture.headers.get("content-type")).toBe("image/jpeg");

      const replaced = await asStaff(server, "PUT", `/events/${created.body.id}`, eventInput({ title: "Renamed" }));
      expect(replaced.body).toMatchObject({ title: "Renamed", image: created.body.image });
      const removed = await asStaff(server, "PUT", `/events/${created.body.id}`, eventInput({ removeImage: true }));
      expect(removed.body.image).toBeNull();
    });
  });

  describe("GET /announcements", () => {
    it("never shows the public an inactive announcement; staff see it when they ask", async () => {
      const shown = await asStaff(server, "POST", "/announcements", {
        ...announcementInput({ title: "Shown" }),
        id: "",
      });
      const hidden = await asStaff(server, "POST", "/announcements", {
        ...announcementInput({ title: "Hidden", active: false }),
        id: "",
      });
      expect(hidden.body).toMatchObject({ active: false, urgent: false, priority: "medium" });

      expect(pluck((await rest(server, "GET", "/announcements")).body, "title")).toEqual(["Shown"]);
      expect(pluck((await asStaff(server, "GET", "/announcements")).body, "title")).toEqual(["Shown"]);
      expect((await rest(server, "GET", `/announcements/${hidden.body.id}`)).status).toBe(404);
      expect((await rest(server, "GET", `/announcements/${shown.body.id}`)).status).toBe(200);

      expect((await asStaff(server, "GET", `/announcements/${hidden.body.id}`)).body).toMatchObject({
        title: "Hidden",
        active: false,
      });
      const all = await asStaff(server, "GET", "/announcements?includeInactive=true");
      expect(pluck(all.body, "title").sort()).toEqual(["Hidden", "Shown"]);
      const refused = await rest(server, "GET", "/announcements?includeInactive=true");
      expect(refused.status).toBe(401);
    });

    it("derives the priority (high when urgent) and filters by it and by search", async () => {
      await asStaff(
        server,
        "POST",
        "/announcements",
        announcementInput({ title: "Storm closes school", urgent: true, priority: "low" }),
      );
      await asStaff(server, "POST", "/announcements", announcementInput({ title: "Uniform sale", priority: "low" }));
      const high = await rest(server, "GET", "/announcements?priority=high");
      expect(high.body).toEqual([
        expect.objectContaining({ title: "Storm closes school", urgent: true, priority: "high", active: true }),
      ]);
      expect((await rest(server, "GET", "/announcements?search=UNIFORM")).body).toEqual([
        expect.objectContaining({ priority: "low" }),
      ]);
    });

    it("replaces every field on PUT: what the body leaves out takes its default", async () => {
      const created = await asStaff(
        server,
        "POST",
        "/announcements",
        announcementInput({ urgent: true, active: false }),
      );
      const replaced = await asStaff(server, "PUT", `/announcements/${created.body.id}`, {
        id: created.body.id,
        title: "Moved",
        content: "Now on Thursday.",
        date: "2026-04-01",
      });
      expect(replaced.body).toEqual({
        id: created.body.id,
        title: "Moved",
        content: "Now on Thursday.",
        date: "2026-04-01",
        urgent: false,
        priority: "medium",
        active: true,
      });
    });
  });

  describe("/documents", () => {
    it("stores a fileData PDF, computes its size, links it and never answers fileData", async () => {
      const bytes = await pdf("Uniform price list");
      const created = await asStaff(server, "POST", "/documents", {
        title: "Uniform prices",
        fileData: dataUrl(bytes, "application/pdf"),
        size: "999 KB",
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        title: "Uniform prices",
        size: `${Math.round(bytes.length / 1024)} KB`,
        fileUrl: expect.stringMatching(/^\/documents\/[0-9a-f-]{36}\/download$/),
        uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      const download = await fetch(`${server.url}${created.body.fileUrl}`);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

      const listed = await rest(server, "GET", "/documents");
      expect(listed.body).toEqual([created.body]);
      expect(listed.text).not.toContain("fileData");
    });

    it("renames on PUT without a file and keeps the PDF", async () => {
      const created = await asStaff(server, "POST", "/documents", {
        title: "Fees",
        fileData: dataUrl(await pdf(), "application/pdf"),
      });
      const renamed = await asStaff(server, "PUT", `/documents/${created.body.id}`, { title: "Fees 2027" });
      expect(renamed.body).toEqual({ ...created.body, title: "Fees 2027" });
    });
  });

  describe("/gallery", () => {
    it("stores an imageData photo, names an untitled one 'Gallery Image {local date}' and keeps the given date", async () => {
      const created = await asStaff(server, "POST", "/gallery", {
        title: "",
        description: "",
        alt: "A photo",
        imageData: dataUrl(await png(40, 30, true), "image/png"),
        date: "2026-03-14T22:30:00.000Z",
      });
      // 22:30 UTC is already the 15th in Johannesburg (UTC+2).
      expect(created.body).toEqual({
        id: expect.any(String),
        title: "Gallery Image 2026/03/15",
        description: "",
        alt: "A photo",
        imageUrl: expect.stringMatching(/^\/files\/[0-9a-f-]{36}\/fallback\.[0-9a-f]{16}\.png$/),
        date: "2026-03-14T22:30:00.000Z",
        albumId: null,
      });
      const photo = await fetch(`${server.url}${created.body.imageUrl}`);
      expect(photo.headers.get("content-type")).toBe("image/png");
    });

    it("refuses a photo without an image, and a date GraphQL cannot read, with GraphQL's messages", async () => {
      const missing = await asStaff(server, "POST", "/gallery", { title: "Gala", alt: "A photo" });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        error: "Please select an image to upload",
        fields: { image: "Please select an image to upload" },
      });
      const badDate = await asStaff(server, "POST", "/gallery", {
        imageData: dataUrl(await png(4, 4), "image/png"),
        alt: "A photo",
        date: "yesterday",
      });
      expect(badDate.status).toBe(400);
      expect(Object.keys(badDate.body.fields)).toEqual(["date"]);
      const [{ count }] = await server.dataSource.query("SELECT count(*)::int AS count FROM gallery_items");
      expect(count).toBe(0);
    });
  });
});
