import fs from "node:fs";
import { announcementInput, create, eventInput, newsInput } from "../support/fixtures";
import { METRICS_TOKEN, scrapeMetrics, valueOf } from "../support/metrics";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const PUBLIC_URL = "https://www.school.example";

/** The page as a visitor's browser (or a crawler) receives it. */
async function page(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, html: await response.text() };
}

const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

function structuredData(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  if (!block) throw new Error("the page has no JSON-LD block");
  return JSON.parse(block[1]) as Record<string, unknown>;
}

/** A news article saved as a draft: no one but staff and its preview link's holders may see it. */
/** The token of a new preview link to the article `id`, shared by staff. */
async function previewToken(server: TestServer, id: string): Promise<string> {
  const shared = await server.graphql(
    "mutation ($itemId: ID!) { sharePreview(kind: NEWS, itemId: $itemId) { token } }",
    { itemId: id },
    { token: server.staffToken() },
  );
  return (shared.data!.sharePreview as { token: string }).token;
}

async function draftArticle(server: TestServer, title: string): Promise<string> {
  const { id } = await create<{ id: string }>(
    server,
    "createNews",
    newsInput({ title, publication: { action: "DRAFT" } }),
  );
  return id;
}

describe("public pages rendered on the server", () => {
  let server: TestServer;
  beforeAll(async () => {
    const entry = "client/dist-server/entry-server.cjs";
    if (!fs.existsSync(entry) || !fs.existsSync("client/dist/index.html"))
      throw new Error(`${entry} is missing: run \`npm run build\` first (npm test does).`);
    server = await startTestServer({ PUBLIC_URL });
  });
  afterAll(() => server.close());

  it("sends a news article with its text, title, description, canonical address and link-preview tags", async () => {
    const article = await create(server, "createNews", newsInput({ title: "Choir sings at the City Hall" }));
    // The address comes from PUBLIC_URL, whatever Host the request names.
    const { status, html } = await page(server, `/news/${String(article.id)}`, { host: "attacker.example" });
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Choir sings at the City Hall<\/h1>/);
    expect(html).toContain("The girls trained twice a week.");
    expect(html).toContain("<title>Choir sings at the City Hall | Berea Girls&#x27; Preparatory School</title>");
    expect(metaContent(html, "name", "description")).toBe("An unbeaten season for the Under-11 side.");
    const url = `${PUBLIC_URL}/news/${String(article.id)}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaContent(html, "property", "og:url")).toBe(url);
    expect(metaContent(html, "property", "og:type")).toBe("article");
    expect(metaContent(html, "property", "og:title")).toBe("Choir sings at the City Hall");
    expect(metaContent(html, "property", "og:locale")).toBe("en_ZA");
    expect(metaContent(html, "property", "og:site_name")).toBe("Berea Girls&#x27; Preparatory School");
    expect(metaContent(html, "name", "twitter:card")).toBe("summary");
    expect(html).not.toContain("attacker.example");
    expect(structuredData(html)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Choir sings at the City Hall",
      url,
      articleSection: "Sport",
    });
  });

  it("puts the page's query answers into the page, escaped, for the browser to start from", async () => {
    const title = "Fun day </script><script>alert(1)</script>";
    const article = await create(server, "createNews", newsInput({ title }));
    const { html } = await page(server, `/news/${String(article.id)}`);
    const block = /<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain("<");
    const state = JSON.parse(block![1]) as { publicUrl: string; hydrate: boolean; apollo: Record<string, unknown> };
    expect(state).toMatchObject({ publicUrl: PUBLIC_URL, hydrate: true });
    expect(state.apollo[`News:${String(article.id)}`]).toMatchObject({ title });
    expect(html).not.toContain("<script>alert(1)");
  });

  it("sends the app's entry behind a small start script, the font to preload, and styles to keep", async () => {
    const { html } = await page(server, "/news");
    // The page reads before the app runs: the start script imports the entry once the page is drawn.
    const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-app-[\w-]+\.js$/)]);
    // Nor does any other script download before it: the top picture and the font have the bandwidth.
    expect(html).not.toContain('rel="modulepreload"');
    const start = await fetch(`${server.url}${scripts[0]}`);
    expect(start.headers.get("content-type")).toMatch(/javascript/);
    // It names the entry and the chunks the entry goes on to evaluate, a layer at a time (client/src/main.tsx).
    const startCode = await start.text();
    expect(startCode).toMatch(/"\/assets\/index-[\w-]+\.js"/);
    const named = [...startCode.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(4);
    const code = await Promise.all(
      named.map(async (file) => {
        const response = await fetch(`${server.url}${file}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/javascript/);
        return response.text();
      }),
    );
    expect(code.some((text) => text.includes("hydrateRoot"))).toBe(true);
    // The text's font arrives with the page, not once its stylesheet is applied: no late re-layout of every line.
    const font = /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin/.exec(html)?.[1];
    expect(font).toMatch(/^\/assets\/figtree-latin-wght-normal-[\w-]+\.woff2$/);
    expect(html).toContain(`url(${font!})`);
    const fontResponse = await fetch(`${server.url}${font!}`);
    expect(fontResponse.status).toBe(200);
    expect(fontResponse.headers.get("content-type")).toBe("font/woff2");
    // The styles are marked for the browser to take over where they are (client/src/lib/server-styles.ts).
    expect(html).toMatch(/<style data-server-styles="css [\w ]+">/);
    expect(html).toMatch(/<style data-s="" data-emotion="css-global \w+">/);
    expect(html).not.toContain('<style data-emotion="css ');
  });

  it("sends an event with its times in the school's zone for search engines", async () => {
    const event = await create(server, "createEvent", eventInput());
    const { status, html } = await page(server, `/events/${String(event.id)}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Athletics Day<\/h1>/);
    expect(structuredData(html)).toMatchObject({
      "@type": "Event",
      name: "Athletics Day",
      startDate: "2030-03-14T10:00:00+02:00",
      endDate: "2030-03-14T12:00:00+02:00",
      location: { "@type": "Place", name: "Sports Field" },
    });
  });

  it("sends the home page with the school as an EducationalOrganization", async () => {
    const { status, html } = await page(server, "/");
    expect(status).toBe(200);
    expect(structuredData(html)).toMatchObject({
      "@type": "EducationalOrganization",
      name: "Berea Girls' Preparatory School",
      url: `${PUBLIC_URL}/`,
    });
  });

  it("lists the news, events and announcements in the lists' HTML", async () => {
    await create(server, "createNews", newsInput({ title: "Library week" }));
    await create(server, "createEvent", eventInput({ title: "Sports Day" }));
    await create(server, "createAnnouncement", announcementInput({ title: "Swimming kit reminder" }));
    const news = (await page(server, "/news")).html;
    expect(news).toContain("Library week");
    // Readable without JavaScript: no notice asking for it, and the filters are a form with its own button.
    expect(news).not.toContain("needs JavaScript");
    expect(news).toMatch(
      /<form[^>]*role="search"[\s\S]*<noscript><button type="submit"[^>]*>Apply<\/button><\/noscript><\/form>/,
    );
    expect((await page(server, "/events")).html).toContain("Sports Day");
    expect((await page(server, "/announcements")).html).toContain("Swimming kit reminder");
  });

  it("sends the about page's figures themselves, not the 0 they count up from in a browser", async () => {
    const { html } = await page(server, "/about");
    const figures = [...html.matchAll(/<p aria-hidden="true"[^>]*>(\d+)<!-- -->\+<\/p>/g)].map((match) => match[1]);
    expect(figures).toHaveLength(4);
    expect(figures).not.toContain("0");
  });

  it("answers 404 with the not-found page for an unknown article, event, announcement or path", async () => {
    const unknown = "00000000-0000-4000-8000-00000000dead";
    for (const [path, heading] of [
      [`/news/${unknown}`, "Article Not Found"],
      [`/events/${unknown}`, "Event Not Found"],
      [`/announcements/${unknown}`, "Announcement Not Found"],
      ["/no-such-page", "Oops! Page not found"],
    ]) {
      const { status, html } = await page(server, path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(html).toContain(heading);
    }
  });

  it("keeps a rendered page for the next visitor until a write, and never keeps a preview link's page", async () => {
    const first = await fetch(`${server.url}/news?category=Culture`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    await first.text();
    const again = await fetch(`${server.url}/news?category=Culture`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).not.toContain("Art exhibition");

    await create(server, "createNews", newsInput({ title: "Art exhibition", category: "Culture" }));
    const afterWrite = await fetch(`${server.url}/news?category=Culture`);
    expect(afterWrite.headers.get("x-cache")).toBe("MISS");
    expect(await afterWrite.text()).toContain("Art exhibition");

    for (let visit = 0; visit < 2; visit++) {
      const preview = await fetch(`${server.url}/news?preview=some-token`);
      expect(preview.headers.get("x-cache")).toBe("MISS");
      expect(preview.headers.get("cache-control")).toBe("private, no-store");
      await preview.text();
    }
  });

  it("sends a page in the encoding the browser reads, Brotli, gzip or none, the same HTML each way", async () => {
    const sent = [];
    // The first asks while the page renders (it is compressed the one way), the others once it is kept (every way).
    for (const encoding of ["br", "br", "gzip", "identity"]) {
      const response = await fetch(`${server.url}/events`, { headers: { "accept-encoding": encoding } });
      sent.push({
        encoding: response.headers.get("content-encoding") ?? "identity",
        cache: response.headers.get("x-cache"),
        html: await response.text(),
      });
    }
    expect(sent.map(({ encoding, cache }) => [encoding, cache])).toEqual([
      ["br", "MISS"],
      ["br", "HIT"],
      ["gzip", "HIT"],
      ["identity", "HIT"],
    ]);
    expect(sent[0].html).toContain('id="root"');
    for (const { html } of sent) expect(html).toBe(sent[0].html);
  });

  it("renders a draft for its preview link's holder only: the pages rendered next show nothing of it", async () => {
    const title = "Draft seen through its link";
    const id = await draftArticle(server, title);
    const token = await previewToken(server, id);

    const previewed = await page(server, `/news/${id}?preview=${encodeURIComponent(token)}`);
    expect(previewed.status).toBe(200);
    expect(previewed.html).toContain(title);
    // The server renders page after page with the same Apollo clients, emptied in between.
    for (const path of [`/news/${id}`, "/news", "/"]) {
      const { html } = await page(server, path);
      expect({ path, leaked: html.includes(title) }).toEqual({ path, leaked: false });
    }
    expect((await page(server, `/news/${id}`)).status).toBe(404);
  });

  it("never keeps a preview link's page, its token behind a thousand other parameters, nor lets a cache or search engine keep it", async () => {
    const title = "Draft behind a thousand parameters";
    const id = await draftArticle(server, title);
    const token = await previewToken(server, id);
    const padding = Array.from({ length: 1000 }, (_, index) => `p${index}=x`).join("&");
    const address = `/news/${id}?${padding}&preview=${encodeURIComponent(token)}`;
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${server.url}${address}`);
      expect(await response.text()).toContain(title);
      expect({
        cache: response.headers.get("x-cache"),
        cacheControl: response.headers.get("cache-control"),
        robots: response.headers.get("x-robots-tag"),
      }).toEqual({ cache: "MISS", cacheControl: "private, no-store", robots: "noindex" });
    }
  });

  it("renders a page for anyone even when its request carries a staff sign-in: no draft reaches the page or the cache", async () => {
    const title = "Draft asked for with a staff token";
    const id = await draftArticle(server, title);
    const signedIn = await page(server, `/news/${id}`, { authorization: `Bearer ${server.staffToken()}` });
    expect(signedIn.status).toBe(404);
    expect(signedIn.html).not.toContain(title);
    const next = await page(server, `/news/${id}`);
    expect(next.status).toBe(404);
    expect(next.html).not.toContain(title);
  });

  it("leaves the staff panel to the browser", async () => {
    const { status, html } = await page(server, "/admin/login");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("page-state");
  });
});

describe("maintenance mode", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL, MAINTENANCE_MODE: "true" });
  });
  afterAll(() => server.close());

  it("answers every public page with the maintenance notice and 503, while the staff panel and the API keep working", async () => {
    for (const path of ["/", "/news", "/no-such-page"]) {
      const response = await fetch(`${server.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.headers.get("retry-after")).toBe("3600");
      const html = await response.text();
      expect(html).toContain("Website Under Maintenance");
      // The app's router would draw the page asked for over the notice.
      expect(html).not.toContain('<script type="module"');
    }
    expect((await fetch(`${server.url}/admin/login`)).status).toBe(200);
    expect((await server.graphql("{ school { name } }")).status).toBe(200);
  });
});

describe("public pages rendered with the cache switched off", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL, PUBLIC_QUERY_CACHE_TTL_MS: "0", METRICS_TOKEN });
  });
  afterAll(() => server.close());

  /** How many times the news list's query has run: once per render of /news. */
  const newsListRuns = async () => {
    const metrics = await scrapeMetrics(server.url);
    return valueOf(metrics, "graphql_operation_duration_seconds_count", { operation: "NewsList" }) ?? 0;
  };

  it("renders a page once for the visitors who ask at once, and afresh for whoever asks after a write", async () => {
    await create(server, "createNews", newsInput({ title: "Sports day" }));
    await page(server, "/news");
    const runsBefore = await newsListRuns();
    const visitors = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${server.url}/news`);
        return { status: response.status, cache: response.headers.get("x-cache"), html: await response.text() };
      }),
    );
    const renders = (await newsListRuns()) - runsBefore;
    expect(renders).toBeGreaterThanOrEqual(1);
    expect(renders).toBeLessThan(visitors.length);
    for (const visitor of visitors) {
      expect(visitor).toMatchObject({ status: 200, cache: "MISS" });
      expect(visitor.html).toContain("Sports day");
    }

    await create(server, "createNews", newsInput({ title: "Book week" }));
    expect((await page(server, "/news")).html).toContain("Book week");
  });
});
