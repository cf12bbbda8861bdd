import { Router } from "express";
import { EnumChangefreq, SitemapStream, streamToPromise } from "sitemap";
import type { SitemapItemLoose } from "sitemap";
import type { SitemapUrl } from "../kernel/sitemap";

/** Public pages of the client that no area lists (the areas add their lists and items). */
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/history",
  "/mission-values",
  "/general-info",
  "/staff",
  "/gallery",
  "/admissions",
  "/academic-calendar",
  "/contact",
];

const FEED_CACHE = "public, max-age=900";

/**
 * robots.txt and sitemap.xml (with the pages of the areas' items); mounted before the client's history
 * fallback. Their addresses start with the configured public origin, never the request's Host header:
 * these answers are cached publicly, and a forged Host must not reach the next visitor.
 */
export function sitemapRoutes(publicUrl: string, itemPages: (() => Promise<SitemapUrl[]>)[]): Router {
  const router = Router();

  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", FEED_CACHE)
      .send(["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n"));
  });

  router.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const areaPages = (await Promise.all(itemPages.map((pages) => pages()))).flat();
      const links: SitemapItemLoose[] = [
        ...PUBLIC_PAGES.map((url) => ({ url, changefreq: EnumChangefreq.WEEKLY, priority: url === "/" ? 1 : 0.7 })),
        ...areaPages.map((page) =>
          page.lastmod ? page : { url: page.url, changefreq: EnumChangefreq.WEEKLY, priority: 0.7 },
        ),
      ];
      const stream = new SitemapStream({ hostname: publicUrl });
      for (const link of links) stream.write(link);
      stream.end();
      const xml = await streamToPromise(stream);
      res.type("application/xml").set("Cache-Control", FEED_CACHE).send(xml.toString());
    } catch (error) {
      next(error);
    }
  });

  return router;
}
