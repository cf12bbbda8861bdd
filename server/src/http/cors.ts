import cors from "cors";
import type { RequestHandler } from "express";

/** Other sites' pages allowed to call the API from a browser; with none, no CORS headers at all (the site only). */
export function corsPolicy(origins: string[]): RequestHandler {
  if (origins.length === 0) return (_req, _res, next) => next();
  return cors({
    origin: origins,
    // Bearer tokens only, never cookies: another site's page cannot ride on a staff member's session.
    credentials: false,
    exposedHeaders: ["Link", "Location", "X-Request-Id"],
    maxAge: 600,
  });
}
