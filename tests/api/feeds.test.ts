import { request } from "node:http";
import { announcementInput, create, eventInput, newsInput } from "../support/fixtures";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/** The site's configured public address: every link the feeds give out starts with it. */
const PUBLIC_URL = "https://www.school.example";

const XML_ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };

/** A GET with a Host header of the caller's choosing (fetch will not send a forged one). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("robots.txt, sitemap.xml and the news RSS feed", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL });
  });
  afterAll(() => server.close());

  it("serves robots.txt that keeps crawlers out of the admin and names the sitemap", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("lists every public page and every public content item in the sitemap, and nothing hidden", async () => {
    const article = await create(server, "createNews", newsInput());
    const event = await create(server, "createEvent", eventInput({ date: "2020-01-10" }));
    const visible = await create(server, "createAnnouncement", announcementInput());
    const hidden = await create(server, "createAnnouncement", announcementInput({ active: false }));

    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    for (const page of [
      "/",
      "/about",
      "/history",
      "/mission-values",
      "/general-info",
      "/staff",
      "/gallery",
      "/news",
      "/events",
      "/announcements",
      "/admissions",
      "/academic-calendar",
      "/contact",
    ]) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    }
    expect(xml).toContain(`<loc>${PUBLIC_URL}/news/${article.id}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/events/${event.id}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/announcements/${visible.id}</loc>`);
    expect(xml).not.toContain(hidden.id);
    expect(xml).not.toContain("/admin");
  });

  it("publishes the latest news as RSS 2.0 with escaped text", async () => {
    await server.dataSource.query("DELETE FROM news");
    const article = await create(
      server,
      "createNews",
      newsInput({ title: "Maths & science <evening>", date: "2026-03-14" }),
    );
    const response = await fetch(`${server.url}/news/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<title>${server.config.school.name.replace(/'/g, "&apos;")} News</title>`);
    expect(xml).toContain("<title>Maths &amp; science &lt;evening&gt;</title>");
    expect(xml).toContain(`<link>${PUBLIC_URL}/news/${article.id}</link>`);
    expect(xml).toContain("<pubDate>Sat, 14 Mar 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Sport</category>");
  });

  it("sends descriptions that stay text in readers that take them as HTML", async () => {
    await server.dataSource.query("DELETE FROM news");
    const typed = `<img src=x onerror=alert(1)> & "fish"`;
    await create(server, "createNews", newsInput({ title: "Typed markup", excerpt: typed }));
    const xml = await (await fetch(`${server.url}/news/rss.xml`)).text();
    const [, description] = /<item>[\s\S]*<description>([^<]*)<\/description>/.exec(xml)!;
    // What a reader has once it has parsed the XML: HTML that shows the typed text and makes no element.
    const asHtml = description.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => XML_ENTITIES[name]);
    expect(asHtml).not.toMatch(/[<>]/);
    expect(asHtml).toBe("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;fish&quot;");
  });

  it("takes its addresses from PUBLIC_URL, never from a Host header a shared cache would pass on", async () => {
    for (const path of ["/robots.txt", "/sitemap.xml", "/news/rss.xml", "/calendar.ics"]) {
      const forged = await getWithHost(`${server.url}${path}`, "evil.example");
      expect(forged.status).toBe(200);
      expect(forged.body).not.toContain("evil.example");
      expect(forged.body).toContain(PUBLIC_URL);
      // A malformed Host is no reason to fail either.
      expect((await getWithHost(`${server.url}${path}`, "bad host[")).status).toBe(200);
    }
  });

  it("is mounted before the client's history fallback", async () => {
    const response = await fetch(`${server.url}/news/rss.xml`);
    expect(response.headers.get("content-type")).not.toMatch(/text\/html/);
  });
});
