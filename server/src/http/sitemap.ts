import { Router } from "express";
import type { Request } from "express";
import { EnumChangefreq, SitemapStream, streamToPromise } from "sitemap";
import type { SitemapItemLoose } from "sitemap";
import type { SitemapUrl } from "../kernel/sitemap";

/** Public pages of the client, as the sitemap lists them (the areas' items are added to these). */
const PUBLIC_PAGES = [
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

const FEED_CACHE = "public, max-age=900";

/** The site's address as the visitor reached it (behind a proxy, as `trust proxy` allows). */
function siteOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host")}`;
}

/** robots.txt and sitemap.xml (with the pages of the areas' items); mounted before the client's history fallback. */
export function sitemapRoutes(itemPages: (() => Promise<SitemapUrl[]>)[]): Router {
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
      const items = await Promise.all(itemPages.map((pages) => pages()));
      const links: SitemapItemLoose[] = [
        ...PUBLIC_PAGES.map((url) => ({ url, changefreq: EnumChangefreq.WEEKLY, priority: url === "/" ? 1 : 0.7 })),
        ...items.flat(),
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

  return router;
}
