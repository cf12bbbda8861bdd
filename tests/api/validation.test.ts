import { announcementInput, eventInput, newsInput } from "../support/fixtures";

const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const TINY_PDF = `data:application/pdf;base64,${Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n").toString("base64")}`;
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

type Case = [description: string, input: Record<string, unknown>, field: string, message: string];

const long = (length: number) => "x".repeat(length);

const kinds: {
  mutation: string;
  inputType: string;
  valid: () => Record<string, unknown>;
  table: string;
  cases: Case[];
}[] = [
  {
    mutation: "createNews",
    inputType: "NewsInput",
    valid: newsInput,
    table: "news",
    cases: [
      ["a blank title", newsInput({ title: "   " }), "title", "Title is required"],
      ["a title over 200 characters", newsInput({ title: long(201) }), "title", "Title must be at most 200 characters"],
      ["an empty excerpt", newsInput({ excerpt: "" }), "excerpt", "Excerpt is required"],
      [
        "an excerpt over 500 characters",
        newsInput({ excerpt: long(501) }),
        "excerpt",
        "Excerpt must be at most 500 characters",
      ],
      ["an empty content", newsInput({ content: "" }), "content", "Content is required"],
      [
        "a content over 50,000 characters",
        newsInput({ content: long(50_001) }),
        "content",
        "Content must be at most 50000 characters",
      ],
      [
        "an impossible date",
        newsInput({ date: "2026-02-30" }),
        "date",
        "Date must be a real date in the form yyyy-mm-dd",
      ],
      [
        "a date in another form",
        newsInput({ date: "14/03/2026" }),
        "date",
        "Date must be a real date in the form yyyy-mm-dd",
      ],
      ["an empty category", newsInput({ category: "" }), "category", "Category is required"],
      [
        "a category over 100 characters",
        newsInput({ category: long(101) }),
        "category",
        "Category must be at most 100 characters",
      ],
    ],
  },
  {
    mutation: "createEvent",
    inputType: "EventInput",
    valid: eventInput,
    table: "events",
    cases: [
      ["a blank title", eventInput({ title: "" }), "title", "Title is required"],
      [
        "a title over 200 characters",
        eventInput({ title: long(201) }),
        "title",
        "Title must be at most 200 characters",
      ],
      ["an empty description", eventInput({ description: " " }), "description", "Description is required"],
      [
        "a description over 50,000 characters",
        eventInput({ description: long(50_001) }),
        "description",
        "Description must be at most 50000 characters",
      ],
      ["a 13th month", eventInput({ date: "2026-13-01" }), "date", "Date must be a real date in the form yyyy-mm-dd"],
      ["an empty time", eventInput({ time: "" }), "time", "Time is required"],
      [
        "a 24-hour time",
        eventInput({ time: "14:00" }),
        "time",
        "Time must look like '10:00 AM' or '10:00 AM - 12:00 PM'",
      ],
      [
        "an hour 13 PM",
        eventInput({ time: "13:00 PM" }),
        "time",
        "Time must look like '10:00 AM' or '10:00 AM - 12:00 PM'",
      ],
      [
        "a range without spaces",
        eventInput({ time: "10:00 AM-12:00 PM" }),
        "time",
        "Time must look like '10:00 AM' or '10:00 AM - 12:00 PM'",
      ],
      ["an empty location", eventInput({ location: "" }), "location", "Location is required"],
      [
        "a location over 200 characters",
        eventInput({ location: long(201) }),
        "location",
        "Location must be at most 200 characters",
      ],
    ],
  },
  {
    mutation: "createAnnouncement",
    inputType: "AnnouncementInput",
    valid: announcementInput,
    table: "announcements",
    cases: [
      ["a blank title", announcementInput({ title: "" }), "title", "Title is required"],
      [
        "a title over 200 characters",
        announcementInput({ title: long(201) }),
        "title",
        "Title must be at most 200 characters",
      ],
      ["an empty content", announcementInput({ content: "" }), "content", "Content is required"],
      [
        "a content over 50,000 characters",
        announcementInput({ content: long(50_001) }),
        "content",
        "Content must be at most 50000 characters",
      ],
      [
        "a leap day in a common year",
        announcementInput({ date: "2027-02-29" }),
        "date",
        "Date must be a real date in the form yyyy-mm-dd",
      ],
    ],
  },
  {
    mutation: "createDocument",
    inputType: "DocumentInput",
    valid: () => ({ title: "Fees", fileData: TINY_PDF }),
    table: "documents",
    cases: [
      ["a blank title", { title: " ", fileData: TINY_PDF }, "title", "Title is required"],
      [
        "a title over 200 characters",
        { title: long(201), fileData: TINY_PDF },
        "title",
        "Title must be at most 200 characters",
      ],
      ["no file", { title: "Fees" }, "file", "Please select a file to upload"],
      ["a file that is not a PDF", { title: "Fees", fileData: PNG_1X1 }, "fileData", "Please upload a PDF file"],
    ],
  },
  {
    mutation: "createGalleryItem",
    inputType: "GalleryItemInput",
    valid: () => ({ imageData: PNG_1X1, alt: "A photo" }),
    table: "gallery_items",
    cases: [
      [
        "a title over 200 characters",
        { imageData: PNG_1X1, alt: "A photo", title: long(201) },
        "title",
        "Title must be at most 200 characters",
      ],
      [
        "a description over 2,000 characters",
        { imageData: PNG_1X1, alt: "A photo", description: long(2001) },
        "description",
        "Description must be at most 2000 characters",
      ],
      ["no image", { title: "Gala", alt: "A photo" }, "image", "Please select an image to upload"],
      [
        "blank alt text",
        { imageData: PNG_1X1, alt: "  " },
        "alt",
        "Alt text is required: describe what the photo shows",
      ],
      [
        "a data URL that is not base64",
        { imageData: "data:text/html,hi", alt: "A photo" },
        "imageData",
        "Please upload an image file",
      ],
    ],
  },
];

describe("input validation", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe.each(kinds)("$mutation", ({ mutation, inputType, valid, table, cases }) => {
    const document = `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { id } }`;

    it.each(cases)("refuses %s with BAD_USER_INPUT naming the field", async (_label, input, field, message) => {
      const result = await server.graphql(document, { input }, { token: server.staffToken() });
      expect(result.errors).toHaveLength(1);
      expect(result.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { [field]: message } });
      // Rules on the input's fields name them; a file's own check answers with its message.
      expect([`Invalid input: ${field}`, message]).toContain(result.errors?.[0].message);
      const [{ count }] = await server.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`);
      expect(count).toBe(0);
    });

    it("accepts the valid input", async () => {
      const result = await server.graphql(document, { input: valid() }, { token: server.staffToken() });
      expect(result.errors).toBeUndefined();
      await server.dataSource.query(`DELETE FROM ${table}`);
    });
  });

  it("names every failing field at once", async () => {
    const result = await server.graphql(
      "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
      { input: newsInput({ title: "", date: "2026-00-10", category: "" }) },
      { token: server.staffToken() },
    );
    expect(result.errors?.[0].extensions?.fields).toEqual({
      title: "Title is required",
      date: "Date must be a real date in the form yyyy-mm-dd",
      category: "Category is required",
    });
  });

  it("accepts the time forms the original site wrote", async () => {
    for (const time of ["10:00 AM - 12:00 PM", "9:30 am", "12:00 PM", "07:45 AM - 8:15 AM"]) {
      const result = await server.graphql(
        "mutation ($input: EventInput!) { createEvent(input: $input) { time } }",
        { input: eventInput({ time }) },
        { token: server.staffToken() },
      );
      expect(result.data?.createEvent).toEqual({ time });
    }
  });

  it("refuses an update with bad input and leaves the stored record as it was", async () => {
    const token = server.staffToken();
    const created = await server.graphql(
      "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
      { input: newsInput({ title: "Kept" }) },
      { token },
    );
    const id = created.data?.createNews.id;
    const result = await server.graphql(
      "mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }",
      { id, input: newsInput({ title: "Changed", date: "not a date" }) },
      { token },
    );
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const [row] = await server.dataSource.query("SELECT title FROM news WHERE id = $1", [id]);
    expect(row.title).toBe("Kept");
  });

  it("refuses an over-long search term", async () => {
    const result = await server.graphql("query ($s: String) { news(search: $s) { nodes { id } } }", { s: long(201) });
    expect(result.errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { search: "search must be at most 200 characters" },
    });
  });
});
