import { Router } from "express";
import type { ShellIdentity } from "./client";

/** The school's navy, as the site's header and theme-color meta: the phone's title bar and splash screen. */
const THEME_COLOR = "#1d2f5c";
const SHORT_NAME_MAX = 12;

/** 'Berea Girls' Preparatory School' → 'Berea Girls'' (a home-screen label has room for about 12 letters). */
function shortNameOf(name: string): string {
  let short = "";
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_MAX);
}

/**
 * /manifest.webmanifest: what a phone needs to add the site to its home screen, named after the school
 * as its settings name it now.
 */
export function webAppManifestRoutes(identity: ShellIdentity, fallbackName: string): Router {
  const router = Router();
  router.get("/manifest.webmanifest", async (_req, res, next) => {
    try {
      const school = (await identity()) as { name?: string; motto?: string } | null;
      const name = school?.name ?? fallbackName;
      res
        .type("application/manifest+json")
        .set("Cache-Control", "public, max-age=3600")
        .send({
          name,
          short_name: shortNameOf(name),
          description: school?.motto ?? name,
          lang: "en-ZA",
          start_url: "/",
          scope: "/",
          display: "standalone",
          background_color: "#ffffff",
          theme_color: THEME_COLOR,
          icons: [
            { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
            { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
