import { Router } from "express";
import type { Request } from "express";
import { EnumChangefreq, SitemapStream, streamToPromise } from "sitemap";
import type { SitemapItemLoose } from "sitemap";
import type { SchoolIdentity } from "../config";
import type { Page } from "../graphql/pagination";
import { EventTimeframe } from "../modules/events/event.inputs";
import type { EventListArgs } from "../modules/events/event.inputs";
import type { AnnouncementListArgs } from "../modules/announcements/announcement.inputs";
import type { NewsListArgs } from "../modules/news/news.inputs";
import type { Services } from "../services";

/** Public pages of the client, as the sitemap lists them (the content items are added to these). */
export const PUBLIC_PAGES = [
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
];

export const RSS_ITEMS = 20;
const LIST_PAGE = 100;
/** A bound on the sitemap's size; far above what a school publishes. */
const SITEMAP_MAX_PAGES = 50;
const FEED_CACHE = "public, max-age=900";

/** The site's address as the visitor reached it (behind a proxy, as `trust proxy` allows). */
function siteOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host")}`;
}

/** Every item of a paginated public list, page by page. */
async function everything<T extends { id: string }>(
  list: (after: string | undefined) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  let after: string | undefined;
  for (let page = 0; page < SITEMAP_MAX_PAGES; page += 1) {
    const result = await list(after);
    items.push(...result.nodes);
    if (!result.pageInfo.hasNextPage || !result.pageInfo.endCursor) break;
    after = result.pageInfo.endCursor;
  }
  return items;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
/** Characters XML 1.0 does not allow, which pasted text sometimes carries. */
const stripInvalid = (text: string) =>
  text.replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "");
const text = (value: string) => escapeXml(stripInvalid(value));

/**
 * RSS 2.0 by hand: the `feed` package is ESM-only, which jest on Node 20 cannot load, and the
 * format needs no more than escaped text.
 */
export function renderRss(options: {
  origin: string;
  school: SchoolIdentity;
  items: { id: string; title: string; excerpt: string; date: string; category: string; updatedAt: Date }[];
}): string {
  const { origin, school, items } = options;
  const newsUrl = `${origin}/news`;
  const entries = items.map((item) => {
    const link = `${newsUrl}/${encodeURIComponent(item.id)}`;
    return [
      "    <item>",
      `      <title>${text(item.title)}</title>`,
      `      <link>${text(link)}</link>`,
      `      <guid isPermaLink="true">${text(link)}</guid>`,
      `      <pubDate>${new Date(`${item.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `      <category>${text(item.category)}</category>`,
      `      <description>${text(item.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const built = items.reduce<Date | null>(
    (latest, item) => (!latest || item.updatedAt > latest ? item.updatedAt : latest),
    null,
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    "  <channel>",
    `    <title>${text(`${school.name} News`)}</title>`,
    `    <link>${text(newsUrl)}</link>`,
    `    <description>${text(`News from ${school.name}`)}</description>`,
    "    <language>en-ZA</language>",
    `    <atom:link href="${text(`${newsUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(built ? [`    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** robots.txt, sitemap.xml and the news RSS feed; mounted before the client's history fallback. */
export function siteFeedRoutes(services: Services, school: SchoolIdentity): Router {
  const router = Router();

  router.get("/robots.txt", (req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", FEED_CACHE)
      .send(
        ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${siteOrigin(req)}/sitemap.xml`, ""].join("\n"),
      );
  });

  router.get("/sitemap.xml", async (req, res, next) => {
    try {
      const [news, events, announcements] = await Promise.all([
        everything((after) => services.news.list({ first: LIST_PAGE, after } as NewsListArgs)),
        everything((after) =>
          services.events.list({ first: LIST_PAGE, after, timeframe: EventTimeframe.ALL } as EventListArgs),
        ),
        everything((after) =>
          services.announcements.list({ first: LIST_PAGE, after, includeInactive: false } as AnnouncementListArgs, {
            isStaff: false,
          }),
        ),
      ]);
      const links: SitemapItemLoose[] = [
        ...PUBLIC_PAGES.map((url) => ({ url, changefreq: EnumChangefreq.WEEKLY, priority: url === "/" ? 1 : 0.7 })),
        ...news.map((item) => ({ url: `/news/${item.id}`, lastmod: item.updatedAt.toISOString() })),
        ...events.map((item) => ({ url: `/events/${item.id}`, lastmod: item.updatedAt.toISOString() })),
        ...announcements.map((item) => ({ url: `/announcements/${item.id}`, lastmod: item.updatedAt.toISOString() })),
      ];
      const stream = new SitemapStream({ hostname: siteOrigin(req) });
      for (const link of links) stream.write(link);
      stream.end();
      const xml = await streamToPromise(stream);
      res.type("application/xml").set("Cache-Control", FEED_CACHE).send(xml.toString());
    } catch (error) {
      next(error);
    }
  });

  router.get("/news/rss.xml", async (req, res, next) => {
    try {
      const latest = await services.news.list({ first: RSS_ITEMS } as NewsListArgs);
      res
        .type("application/rss+xml")
        .set("Cache-Control", FEED_CACHE)
        .send(renderRss({ origin: siteOrigin(req), school, items: latest.nodes }));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
