import { Router } from "express";
import type { SchoolIdentity } from "../../config";
import { NewsListArgs } from "./news.entity";
import type { NewsService } from "./news.service";

const RSS_ITEMS = 20;
/** Feed readers poll; a quarter of an hour of staleness costs nobody anything. */
const FEED_CACHE = "public, max-age=900";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
/** Characters XML 1.0 does not allow, which pasted text sometimes carries. */
const stripInvalid = (text: string) => text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "");
const text = (value: string) => escapeXml(stripInvalid(value));
/**
 * Plain text for an element that readers may take as HTML (`<description>`): escaped for HTML, then
 * for XML, so what a reader decodes is still text (`&lt;img&gt;` shows as `<img>`, never loads one).
 */
const htmlText = (value: string) => text(escapeXml(value));

/**
 * RSS 2.0 by hand: the `feed` package is ESM-only, which jest on Node 20 cannot load, and the
 * format needs no more than escaped text.
 */
function renderRss(options: {
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
      `      <description>${htmlText(item.excerpt)}</description>`,
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
    `    <description>${htmlText(`News from ${school.name}`)}</description>`,
    "    <language>en-ZA</language>",
    `    <atom:link href="${text(`${newsUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(built ? [`    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/**
 * `/news/rss.xml`: the latest articles; mounted before the client's history fallback. Its links start
 * with the configured public origin, never the request's Host: the feed is cached publicly.
 */
export function newsFeedRoutes(news: NewsService, school: SchoolIdentity, origin: string): Router {
  const router = Router();
  router.get("/news/rss.xml", async (_req, res, next) => {
    try {
      const latest = await news.list(Object.assign(new NewsListArgs(), { first: RSS_ITEMS }));
      res
        .type("application/rss+xml")
        .set("Cache-Control", FEED_CACHE)
        .send(renderRss({ origin, school, items: latest.nodes }));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
