import fs from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import type { SchoolIdentity } from "../config";

const HASHED_ASSETS_MAX_AGE = "365d";
/** Files a school replaces keep their names (favicon, photos), so browsers check again after an hour. */
const PUBLIC_FILES_MAX_AGE = "1h";

/**
 * The school's identity as JSON inside the page (an inert data block, which the CSP allows), so
 * the header, footer and page titles show without waiting for a GraphQL round trip. `<` is
 * escaped so no value can close the element.
 */
function identityScript(school: SchoolIdentity): string {
  const json = JSON.stringify({ __typename: "School", ...school }).replace(/</g, "\\u003c");
  return `<script id="school-identity" type="application/json">${json}</script>`;
}

/** index.html with the identity written in, read again only when a new build replaces the file. */
function shellReader(indexFile: string, school: SchoolIdentity) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (): string | undefined => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const html = fs.readFileSync(indexFile, "utf8").replace("</head>", `${identityScript(school)}</head>`);
      cached = { mtimeMs: stat.mtimeMs, html };
    }
    return cached.html;
  };
}

/**
 * Sends the Brotli copy the build wrote beside a file (client/build/precompress.ts) to browsers
 * that accept it; anything else falls through to the plain file, compressed on the fly.
 */
function precompressed(root: string, options: { immutable?: boolean; maxAge: string }) {
  const resolvedRoot = path.resolve(root);
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.acceptsEncodings("br")) return next();
    let file: string;
    try {
      file = path.join(resolvedRoot, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(resolvedRoot + path.sep) || !fs.existsSync(`${file}.br`)) return next();
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(file));
    res.sendFile(`${file}.br`, { ...options, acceptRanges: false }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next();
      }
    });
  };
}

/** Serves the built React client, with index.html for every client-side route. */
export function clientRoutes(distDir: string, reservedPrefixes: string[], school: SchoolIdentity): Router {
  const router = Router();
  const readShell = shellReader(path.join(distDir, "index.html"), school);
  const assetsDir = path.join(distDir, "assets");
  router.use("/assets", precompressed(assetsDir, { immutable: true, maxAge: HASHED_ASSETS_MAX_AGE }));
  router.use("/assets", express.static(assetsDir, { immutable: true, maxAge: HASHED_ASSETS_MAX_AGE, index: false }));
  router.use(precompressed(distDir, { maxAge: PUBLIC_FILES_MAX_AGE }));
  router.use(express.static(distDir, { index: false, maxAge: PUBLIC_FILES_MAX_AGE }));
  router.get(/.*/, (req, res, next) => {
    if (reservedPrefixes.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) {
      next();
      return;
    }
    const html = readShell();
    if (!html) {
      res.status(503).type("text/plain").send("The website has not been built yet: run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(html);
  });
  return router;
}
