import jwt from "jsonwebtoken";
import { JSON_BODY_LIMIT } from "../../server/src/kernel/rest-route";
import {
  DOCUMENT_JSON_LIMIT,
  DOCUMENT_MAX_BYTES,
  IMAGE_JSON_LIMIT,
  IMAGE_MAX_BYTES,
} from "../../server/src/modules/files";
import { announcementInput, eventInput, newsInput } from "../support/fixtures";
import { asStaff, rest, restKinds } from "../support/rest";
import { TEST_JWT_SECRET, staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const UNKNOWN_ID = "00000000-0000-4000-8000-00000000abcd";

function sign(options: jwt.SignOptions = {}, secret = TEST_JWT_SECRET): string {
  return jwt.sign({ token_use: "access", username: staffUser.username }, secret, {
    algorithm: "HS256",
    expiresIn: 900,
    issuer: "school-website",
    audience: "school-website",
    subject: staffUser.id,
    ...options,
  });
}

/** A data URL whose bytes decode to exactly `bytes` zero bytes: never an image or a PDF. */
const zeros = (bytes: number, type: string) => `data:${type};base64,${Buffer.alloc(bytes).toString("base64")}`;

describe("REST protocol", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function counts(): Promise<Record<string, number>> {
    const [row]: Record<string, number>[] = await server.dataSource.query(
      `SELECT (SELECT count(*) FROM news)::int AS news, (SELECT count(*) FROM events)::int AS events,
              (SELECT count(*) FROM announcements)::int AS announcements, (SELECT count(*) FROM documents)::int AS documents,
              (SELECT count(*) FROM gallery_items)::int AS gallery, (SELECT count(*) FROM assets)::int AS assets`,
    );
    return row;
  }

  describe("authorization of writes", () => {
    const badCredentials: [string, () => Record<string, string>][] = [
      ["no Authorization header", () => ({})],
      ["a malformed header", () => ({ authorization: "Token abc" })],
      ["a garbage bearer token", () => ({ authorization: "Bearer not.a.token" })],
      ["an expired token", () => ({ authorization: `Bearer ${sign({ expiresIn: -10 })}` })],
      [
        "a token signed with another secret",
        () => ({ authorization: `Bearer ${sign({}, "another-secret-another-secret-another-secret")}` }),
      ],
      ["a token of no open sign-in", () => ({ authorization: `Bearer ${sign()}` })],
    ];
    const writes = restKinds.flatMap((kind) => [
      { kind, method: "POST", path: kind.path },
      { kind, method: "PUT", path: `${kind.path}/{id}` },
      { kind, method: "DELETE", path: `${kind.path}/{id}` },
    ]);

    describe.each(badCredentials)("with %s", (_label, headers) => {
      it.each(writes.map((write) => [`${write.method} ${write.path}`, write] as const))(
        "refuses %s with 401 and writes nothing",
        async (_name, { kind, method, path }) => {
          const existing = await asStaff(server, "POST", kind.path, kind.input());
          const before = await counts();
          const answer = await rest(server, method, path.replace("{id}", existing.body.id), {
            headers: headers(),
            body: method === "DELETE" ? undefined : { ...kind.input(), title: "Changed" },
          });
          expect(answer.status).toBe(401);
          expect(answer.headers.get("www-authenticate")).toBe("Bearer");
          expect(answer.body).toEqual({ error: expect.stringMatching(/authenticated/) });
          expect(await counts()).toEqual(before);
          expect((await rest(server, "GET", `${kind.path}/${existing.body.id}`)).body).toEqual(existing.body);
          await asStaff(server, "DELETE", `${kind.path}/${existing.body.id}`);
        },
      );
    });

    it("refuses an anonymous write before reading its body, however large or malformed", async () => {
      const huge = await rest(server, "POST", "/documents", {
        body: { fileData: "x".repeat(DOCUMENT_JSON_LIMIT + 1) },
      });
      expect(huge.status).toBe(401);
      expect(
        (await rest(server, "POST", "/news", { body: "{not json", headers: { "content-type": "text/plain" } })).status,
      ).toBe(401);
    });
  });

  describe("validation", () => {
    const cases: [string, string, string, Record<string, unknown>][] = [
      ["a blank title and an impossible date", "/news", "NewsInput", newsInput({ title: "   ", date: "2026-02-30" })],
      ["a long excerpt and no category", "/news", "NewsInput", newsInput({ excerpt: "x".repeat(501), category: "" })],
      ["a 24-hour time and no location", "/events", "EventInput", eventInput({ time: "14:00", location: "" })],
      [
        "no content and a leap day of a common year",
        "/announcements",
        "AnnouncementInput",
        announcementInput({ content: "", date: "2027-02-29" }),
      ],
      [
        "a blank title and a file that is no PDF",
        "/documents",
        "DocumentInput",
        { title: " ", fileData: "data:application/pdf;base64,AAAA" },
      ],
      [
        "a long title and a data URL that is not base64",
        "/gallery",
        "GalleryItemInput",
        { title: "x".repeat(201), alt: "A photo", imageData: "data:text/html,hi" },
      ],
    ];

    it.each(cases)(
      "refuses %s (POST %s) with 400 and the very answer GraphQL gives",
      async (_label, path, inputType, input) => {
        const before = await counts();
        const mutation = restKinds.find((kind) => kind.path === path)!.graphql.create;
        const viaGraphql = await server.graphql(
          `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { id } }`,
          { input },
          { token: server.staffToken() },
        );
        const viaRest = await asStaff(server, "POST", path, input);
        expect(viaRest.status).toBe(400);
        expect(viaRest.body).toEqual({
          error: viaGraphql.errors?.[0].message,
          fields: viaGraphql.errors?.[0].extensions?.fields,
        });
        expect(await counts()).toEqual(before);
      },
    );

    it("names what GraphQL itself refuses before its rules run (missing, null, mistyped), in GraphQL's words", async () => {
      const body = { title: 5, excerpt: null, content: "Text", date: "2026-03-14" };
      const viaRest = await asStaff(server, "POST", "/news", body);
      expect(viaRest.status).toBe(400);
      expect(viaRest.body.fields).toEqual({
        title: "String cannot represent a non string value: 5",
        excerpt: 'Expected non-nullable type "String!" not to be null.',
        category: 'Field "category" of required type "String!" was not provided.',
      });
      const announcement = await asStaff(
        server,
        "POST",
        "/announcements",
        announcementInput({ priority: "urgent", urgent: "yes" }),
      );
      expect(announcement.body.fields).toEqual({
        priority: 'Value "urgent" does not exist in "Priority" enum.',
        urgent: 'Boolean cannot represent a non boolean value: "yes"',
      });
      // GraphQL says the same of the same variables, after naming the variable.
      const viaGraphql = await server.graphql(
        "mutation ($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }",
        { input: announcementInput({ priority: "urgent" }) },
        { token: server.staffToken() },
      );
      expect(viaGraphql.errors?.[0].message).toContain(announcement.body.fields.priority);
    });

    it("ignores properties the GraphQL input does not define, an upload field included", async () => {
      const created = await asStaff(server, "POST", "/announcements", {
        ...announcementInput(),
        id: "1700000000000",
        requestedPriority: "low",
        createdAt: "2000-01-01T00:00:00.000Z",
      });
      expect(created.status).toBe(201);
      const [row]: Record<string, number>[] = await server.dataSource.query(
        "SELECT requested_priority, created_at FROM announcements WHERE id = $1",
        [created.body.id],
      );
      expect(row.requested_priority).toBeNull();
      expect(new Date(row.created_at).getFullYear()).toBeGreaterThan(2000);
      const news = await asStaff(server, "POST", "/news", newsInput({ image: { createReadStream: "no" } }));
      expect(news.status).toBe(201);
      expect(news.body.image).toBeNull();
      await server.dataSource.query("DELETE FROM announcements; DELETE FROM news");
    });

    it("checks a data URL's decoded size against the file limits, with the file rules' messages", async () => {
      const image = await asStaff(
        server,
        "POST",
        "/news",
        newsInput({ imageData: zeros(IMAGE_MAX_BYTES + 1, "image/png") }),
      );
      expect(image.status).toBe(400);
      expect(image.body).toEqual({
        error: "Image must be less than 5MB",
        fields: { imageData: "Image must be less than 5MB" },
      });
      const document = await asStaff(server, "POST", "/documents", {
        title: "Fees",
        fileData: zeros(DOCUMENT_MAX_BYTES + 1, "application/pdf"),
      });
      expect(document.status).toBe(400);
      expect(document.body).toEqual({
        error: "Document must be at most 20MB",
        fields: { fileData: "Document must be at most 20MB" },
      });
    });

    it("admits a body carrying the largest file each path takes, beside the longest text", async () => {
      const longest = "é".repeat(50_000);
      const image = await asStaff(
        server,
        "POST",
        "/news",
        newsInput({ content: longest, imageData: zeros(IMAGE_MAX_BYTES, "image/png") }),
      );
      expect(image.body).toEqual({
        error: "Please upload an image file",
        fields: { imageData: "Please upload an image file" },
      });
      const photo = await asStaff(server, "POST", "/gallery", {
        description: "x".repeat(2000),
        alt: "A photo",
        imageData: zeros(IMAGE_MAX_BYTES, "image/jpeg"),
      });
      expect(photo.body.fields).toEqual({ imageData: "Please upload an image file" });
      const document = await asStaff(server, "POST", "/documents", {
        title: "Fees",
        fileData: zeros(DOCUMENT_MAX_BYTES, "application/pdf"),
      });
      expect(document.body.fields).toEqual({ fileData: "Please upload a PDF file" });
    });
  });

  describe("bodies", () => {
    it.each([
      ["/news", IMAGE_JSON_LIMIT],
      ["/events", IMAGE_JSON_LIMIT],
      ["/gallery", IMAGE_JSON_LIMIT],
      ["/documents", DOCUMENT_JSON_LIMIT],
      ["/announcements", JSON_BODY_LIMIT],
    ])("refuses a body larger than %s takes with 413", async (path, limit) => {
      const before = await counts();
      const padding = "x".repeat(limit);
      const answer = await asStaff(server, "POST", path, { title: "Too big", imageData: padding, fileData: padding });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ error: "Request body too large" });
      expect(await counts()).toEqual(before);
    });

    it("sizes the limits for the largest file as base64 and keeps 100 KB for bodies without one", () => {
      expect(JSON_BODY_LIMIT).toBe(100 * 1024);
      expect(IMAGE_JSON_LIMIT).toBeGreaterThanOrEqual(Math.ceil((IMAGE_MAX_BYTES * 4) / 3));
      expect(IMAGE_JSON_LIMIT).toBeLessThan(8 * 1024 * 1024);
      expect(DOCUMENT_JSON_LIMIT).toBeGreaterThanOrEqual(Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3));
      expect(DOCUMENT_JSON_LIMIT).toBeLessThan(29 * 1024 * 1024);
    });

    it.each([
      ["text/plain", "POST", "/news"],
      ["application/x-www-form-urlencoded", "POST", "/announcements"],
      ["multipart/form-data; boundary=x", "PUT", `/events/${UNKNOWN_ID}`],
    ])("refuses a %s body with 415", async (type, method, path) => {
      const answer = await rest(server, method, path, {
        token: server.staffToken(),
        body: "title=x",
        headers: { "content-type": type },
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ error: "Content-Type must be application/json" });
    });

    it("refuses a write without a body as unsupported, and malformed JSON or a non-object with 400", async () => {
      const token = server.staffToken();
      expect((await rest(server, "POST", "/news", { token })).status).toBe(415);
      const malformed = await rest(server, "POST", "/news", { token, body: '{"title": "Unfinished' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ error: "Malformed JSON body" });
      for (const body of ["[]", '"text"', "42", "null"]) {
        const answer = await rest(server, "POST", "/announcements", { token, body });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ error: "The body must be a JSON object", fields: {} });
      }
      expect((await counts()).news).toBe(0);
    });
  });

  describe("paths and methods", () => {
    it.each(["/", "/nope", "/news/extra/segment", "/graphql", "/news.xml"])(
      "answers JSON 404 for the unknown path %s, never the site's page",
      async (path) => {
        const answer = await rest(server, "GET", path);
        expect(answer.status).toBe(404);
        expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
        expect(answer.body).toEqual({ error: "Not found" });
      },
    );

    it("answers 405 with Allow for a method a known path does not take", async () => {
      const collection = await rest(server, "PATCH", "/news");
      expect(collection.status).toBe(405);
      expect(collection.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
      expect(collection.body).toEqual({ error: "Method not allowed" });
      const item = await asStaff(server, "POST", `/news/${UNKNOWN_ID}`, newsInput());
      expect(item.status).toBe(405);
      expect(item.headers.get("allow")).toBe("GET, PUT, DELETE, HEAD, OPTIONS");
      const options = await rest(server, "OPTIONS", "/announcements");
      expect(options.status).toBe(204);
      expect(options.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
    });

    it("tells caches to keep nothing", async () => {
      expect((await rest(server, "GET", "/news")).headers.get("cache-control")).toBe("no-store");
    });
  });

  it("answers an unexpected failure with a bare 500, never a stack trace or SQL", async () => {
    await server.dataSource.query("ALTER TABLE news RENAME TO news_away");
    try {
      const answer = await rest(server, "GET", "/news");
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ error: "Internal server error" });
    } finally {
      await server.dataSource.query("ALTER TABLE news_away RENAME TO news");
    }
  });
});
