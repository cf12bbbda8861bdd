import { seedDemoContent } from "../../server/src/app/seed";
import {
  RichText1764300000000,
  htmlToPlainText,
  plainTextToHtml,
} from "../../server/src/db/migrations/1764300000000-rich-text";
import { richTextToPlain, sanitizeRichText } from "../../server/src/kernel/rich-text";
import { announcementInput, create, eventInput, newsInput } from "../support/fixtures";
import { asStaff, rest } from "../support/rest";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const HOSTILE = [
  "<p>Hello <b>bold</b> and <i>italic</i></p>",
  "<script>alert('script')</script>",
  '<img src="x" onerror="alert(1)">',
  '<p><a href="javascript:alert(1)">one</a> <a href="JaVaScRiPt:alert(2)">two</a> <a href="&#106;avascript:alert(3)">three</a></p>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="color:red" class="x" onclick="alert(4)">styled</p>',
  "<style>body { display: none }</style>",
  "<marquee>unknown tag</marquee>",
  '<p><a href="https://example.org/fees" target="_blank">Fees</a></p>',
].join("");

const CLEAN =
  "<p>Hello <strong>bold</strong> and <em>italic</em></p>" +
  "<p>one two three</p>" +
  "<p>styled</p>" +
  "unknown tag" +
  '<p><a href="https://example.org/fees" rel="noopener noreferrer">Fees</a></p>';

describe("sanitizeRichText", () => {
  it("keeps the allowed formatting as it is", () => {
    const html =
      "<h2>Sports day</h2><h3>What to bring</h3><p>A <strong>hat</strong>, <em>water</em><br />and sunscreen.</p>" +
      "<ul><li>Grade 1</li><li>Grade 2</li></ul><ol><li>First</li></ol><blockquote><p>Well done!</p></blockquote>" +
      '<p><a href="mailto:office@school.example" rel="noopener noreferrer">Mail</a> ' +
      '<a href="tel:+27115550100" rel="noopener noreferrer">Call</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, styles, frames, event handlers, attributes and unknown tags", () => {
    expect(sanitizeRichText(HOSTILE)).toBe(CLEAN);
  });

  it("drops links to anything but http(s), mailto and tel, however they are spelled, and keeps their text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "&#106;avascript:alert(1)",
      "java&#x09;script:alert(1)",
      " javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
      "//evil.example/",
      "/relative",
    ]) {
      expect(sanitizeRichText(`<p><a href="${href}">text</a></p>`)).toBe("<p>text</p>");
    }
  });

  it("gives every link rel=noopener noreferrer, whatever rel it came with", () => {
    expect(sanitizeRichText('<a href="http://example.org" rel="opener">x</a>')).toBe(
      '<a href="http://example.org" rel="noopener noreferrer">x</a>',
    );
  });

  it("maps b, i and other heading levels to the allowed ones, and drops Google Docs' not-bold wrapper", () => {
    expect(sanitizeRichText("<h1>A</h1><h4>B</h4><h6>C</h6>")).toBe("<h2>A</h2><h3>B</h3><h3>C</h3>");
    expect(sanitizeRichText('<b style="font-weight:normal;" id="docs-internal-guid-1"><p>Text</p></b>')).toBe(
      "<p>Text</p>",
    );
  });

  it("cleans Word's markup down to its structure", () => {
    const word =
      '<p class="MsoNormal"><span style="font-family:Calibri">Dear parents,<o:p></o:p></span></p>' +
      '<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><b><span lang="EN-ZA">Bold</span></b></p>';
    expect(sanitizeRichText(word)).toBe("<p>Dear parents,</p><p><strong>Bold</strong></p>");
  });
});

describe("richTextToPlain", () => {
  it("separates blocks by blank lines, keeps line breaks, numbers lists and decodes entities", () => {
    const html =
      "<h2>Fees &amp; forms</h2><p>Line one<br />line two</p><ul><li>Hat</li><li>Water</li></ul>" +
      "<ol><li>First</li><li>Second</li></ol><p>&lt;b&gt; is text</p>";
    expect(richTextToPlain(html)).toBe(
      "Fees & forms\n\nLine one\nline two\n\n• Hat\n• Water\n\n1. First\n2. Second\n\n<b> is text",
    );
  });

  it("answers no text for hostile HTML with nothing to show", () => {
    expect(richTextToPlain("<p><script>alert(1)</script></p><style>p{}</style>")).toBe("");
  });
});

describe("the rich-text migration's conversion", () => {
  it("escapes plain text, makes blank-line-separated blocks paragraphs and single line breaks <br>", () => {
    expect(plainTextToHtml("Fish & chips <today>\r\nfrom 12:00\n\n\nBring cash.\n")).toBe(
      "<p>Fish &amp; chips &lt;today&gt;<br />from 12:00</p><p>Bring cash.</p>",
    );
    expect(plainTextToHtml("   ")).toBe("");
  });

  it("writes what the sanitiser would keep, so a later save changes nothing", () => {
    const converted = plainTextToHtml('Don\'t "quote" me\nA & B\n\nNext');
    expect(sanitizeRichText(converted)).toBe(converted);
  });

  it("converts back to the same plain text on the way down", () => {
    const text = "Fish & chips <today>\nfrom 12:00\n\nBring cash.";
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
  });
});

describe("rich text through the API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM news; DELETE FROM events; DELETE FROM announcements"));

  it("sanitises news content on create and update through GraphQL, and offers it as plain text", async () => {
    const created = await create<{ id: string; content: string; contentText: string }>(
      server,
      "createNews",
      newsInput({ content: HOSTILE }),
      "id content contentText",
    );
    expect(created.content).toBe(CLEAN);
    expect(created.contentText).toBe("Hello bold and italic\n\none two three\n\nstyled\n\nunknown tag\n\nFees");
    const [stored] = await server.dataSource.query("SELECT content FROM news WHERE id = $1", [created.id]);
    expect(stored.content).toBe(CLEAN);

    const updated = await server.graphql(
      `mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { content } }`,
      { id: created.id, input: newsInput({ content: '<p onmouseover="x()">Again<script>1</script></p>' }) },
      { token: server.staffToken() },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateNews).toEqual({ content: "<p>Again</p>" });
  });

  it("sanitises event descriptions and announcements through REST and answers the same HTML", async () => {
    const event = await asStaff(server, "POST", "/events", eventInput({ description: HOSTILE }));
    expect(event.status).toBe(201);
    expect(event.body).toMatchObject({ description: CLEAN });
    const announcement = await asStaff(server, "POST", "/announcements", announcementInput({ content: HOSTILE }));
    expect(announcement.status).toBe(201);
    expect(announcement.body).toMatchObject({ content: CLEAN });

    const id = (announcement.body as { id: string }).id;
    const replaced = await asStaff(
      server,
      "PUT",
      `/announcements/${id}`,
      announcementInput({ content: "<p>Ok<iframe></iframe></p>" }),
    );
    expect(replaced.body).toMatchObject({ content: "<p>Ok</p>" });
    expect((await rest(server, "GET", `/announcements/${id}`)).body).toMatchObject({ content: "<p>Ok</p>" });
    const read = await server.graphql(`query ($id: ID!) { announcement(id: $id) { content contentText } }`, { id });
    expect(read.data!.announcement).toEqual({ content: "<p>Ok</p>", contentText: "Ok" });
  });

  it("refuses content that sanitises to nothing with the field's 'is required' message", async () => {
    for (const [mutation, input, field, message] of [
      ["createNews", newsInput({ content: "<script>alert(1)</script>" }), "content", "Content is required"],
      [
        "createEvent",
        eventInput({ description: "<p> </p><style>p{}</style>" }),
        "description",
        "Description is required",
      ],
      [
        "createAnnouncement",
        announcementInput({ content: "<iframe></iframe><p><br></p>" }),
        "content",
        "Content is required",
      ],
    ] as const) {
      const type = mutation.replace(/^create/, "");
      const result = await server.graphql(
        `mutation ($input: ${type}Input!) { ${mutation}(input: $input) { id } }`,
        { input },
        { token: server.staffToken() },
      );
      expect(result.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { [field]: message } });
    }
    const refused = await asStaff(server, "POST", "/news", newsInput({ content: "<img src=x onerror=alert(1)>" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { content: "Content is required" } });
  });

  it("still refuses content over the length limit", async () => {
    const result = await server.graphql(
      `mutation ($input: NewsInput!) { createNews(input: $input) { id } }`,
      { input: newsInput({ content: `<p>${"a".repeat(50_000)}</p>` }) },
      { token: server.staffToken() },
    );
    expect(result.errors?.[0].extensions?.fields).toEqual({ content: "Content must be at most 50000 characters" });
  });

  it("keeps the RSS feed to clean text", async () => {
    await create(
      server,
      "createNews",
      newsInput({ content: "<p><strong>Bold</strong> news</p>", excerpt: "Plain & short" }),
    );
    const xml = await (await fetch(`${server.url}/news/rss.xml`)).text();
    // Escaped for HTML and then for XML: a reader that takes the description as HTML shows "&".
    expect(xml).toContain("<description>Plain &amp;amp; short</description>");
    expect(xml).not.toMatch(/&lt;(p|strong)&gt;|<strong>/);
  });

  it("migrates plain text to HTML once, and seeds HTML that the sanitiser leaves as it is", async () => {
    await server.dataSource.query(
      `INSERT INTO announcements (title, content, date, priority) VALUES ('Old', E'Line one\\nline two\\n\\nA & B', '2026-03-14', 'medium')`,
    );
    const queryRunner = server.dataSource.createQueryRunner();
    try {
      await new RichText1764300000000().up(queryRunner);
    } finally {
      await queryRunner.release();
    }
    const [migrated] = await server.dataSource.query("SELECT content FROM announcements");
    expect(migrated.content).toBe("<p>Line one<br />line two</p><p>A &amp; B</p>");

    await server.dataSource.query("DELETE FROM announcements; DELETE FROM app_settings");
    await seedDemoContent(server.dataSource, "Africa/Johannesburg");
    const seeded: { html: string }[] = await server.dataSource.query(
      `SELECT content AS html FROM news UNION ALL SELECT description FROM events UNION ALL SELECT content FROM announcements`,
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const { html } of seeded) {
      expect(html).toMatch(/^<p>/);
      expect(sanitizeRichText(html)).toBe(html);
    }
  });
});
