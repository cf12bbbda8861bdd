import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import express, { Router } from "express";
import { RETRY_AFTER_SECONDS } from "../kernel/errors";
import { PageUnavailable } from "./page-renderer";
import type { FinishedPage, PageCache, PageRenderer, RenderedPage } from "./page-renderer";

const HASHED_ASSETS_MAX_AGE = "365d";
/** Files a school replaces keep their names (favicon, photos), so browsers check again after an hour. */
const PUBLIC_FILES_MAX_AGE = "1h";

/** The school's settings as the page carries them: the answer of the client's SchoolIdentity query. */
export type ShellIdentity = () => Promise<object | null>;

/**
 * The school's settings as JSON inside the page (an inert data block, which the CSP allows), so
 * the header, footer and page titles show without waiting for a GraphQL round trip. `<` is
 * escaped so no value can close the element.
 */
function identityScript(identity: object): string {
  const json = JSON.stringify(identity).replace(/</g, "\\u003c");
  return `<script id="school-identity" type="application/json">${json}</script>`;
}

/** index.html as built, read again only when a new build replaces the file. */
function shellReader(indexFile: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (): string | undefined => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexFile, "utf8") };
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

/**
 * Pages the browser draws alone: the staff panel, and an alerts subscriber's own pages (their token in
 * the address, their address on the page), which no cache may keep.
 */
const SHELL_ONLY_PREFIXES = ["/admin", "/alerts/confirm", "/alerts/manage", "/alerts/unsubscribe"];

const startsWithPath = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** index.html with a server-rendered page in it: its head tags, its HTML in #root, and no "needs JavaScript" notice. */
function withPage(shell: string, page: RenderedPage): string {
  // Replacer functions: a `$&` in a page's text must stay text, not become a replacement pattern.
  return shell
    .replace(/<noscript>[\s\S]*?<\/noscript>/, "")
    .replace("</head>", () => `${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

/** The shell without the app's module scripts and their preloads. */
const withoutScripts = (shell: string) =>
  shell.replace(/<script type="module"[^>]*><\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");

/** A quick Brotli level: a page is compressed once per render, then sent as it is to every visitor. */
const PAGE_BROTLI_QUALITY = 6;

/** The page in the shell, each encoding compressed once, so a kept page costs no compression per request. */
function finish(shell: string, rendered: RenderedPage): FinishedPage {
  const html = withPage(shell, rendered);
  const bytes = Buffer.from(html);
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    status: rendered.status,
    html,
    gzip: () => (gzip ??= gzipSync(bytes)),
    brotli: () =>
      (brotli ??= brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })),
    get size() {
      return bytes.length + this.gzip().length + this.brotli().length;
    },
  };
}

/** Sends a finished page in the best encoding the browser accepts (the compression middleware leaves an encoded body alone). */
function sendPage(req: express.Request, res: express.Response, page: FinishedPage, status = page.status): void {
  res.status(status).type("html");
  res.setHeader("Vary", "Accept-Encoding");
  const encoding = req.acceptsEncodings("br", "gzip");
  if (encoding === "br" || encoding === "gzip") {
    res.setHeader("Content-Encoding", encoding);
    res.send(encoding === "br" ? page.brotli() : page.gzip());
  } else res.send(page.html);
}

/**
 * A page while the database is out of reach: 503 with Retry-After, which no cache keeps, showing the
 * address's last good rendering where one is known, else the page as rendered without the database.
 */
function sendUnavailable(req: express.Request, res: express.Response, outage: PageUnavailable, shell: string): void {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  const { page } = outage;
  res.setHeader("X-Cache", "stale" in page ? "STALE" : "MISS");
  sendPage(req, res, "stale" in page ? page.stale : finish(shell, page.rendered), 503);
}

/** While the site is switched to maintenance: every public page is the maintenance notice, answered 503. */
const MAINTENANCE_PATH = "/maintenance";
/** What a crawler is told to wait before asking again (seconds). */
const MAINTENANCE_RETRY_AFTER_S = 3600;

/** A shared preview link's page: made for its holder only, so never kept nor stored by anyone. */
const isPreview = (req: express.Request) => req.query.preview !== undefined;
/** A preview link's answer: no shared cache (a CDN's, a proxy's) nor a browser's disk keeps it, no search engine lists it. */
function markPreview(res: express.Response): void {
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Robots-Tag", "noindex");
}

/**
 * Serves the built React client: public pages rendered on the server when a server build is there
 * (`pages.render`; the same for every visitor, so kept in `pages.cache` unless opened through a preview
 * link), index.html with the school's identity for the staff panel and everything else.
 */
export function clientRoutes(
  distDir: string,
  reservedPrefixes: string[],
  identity: ShellIdentity,
  pages?: { render: PageRenderer; cache?: PageCache; maintenance?: boolean },
): Router {
  const router = Router();
  const readShell = shellReader(path.join(distDir, "index.html"));
  const assetsDir = path.join(distDir, "assets");
  // The service worker is looked for on every visit: a new release must reach it at once, through any cache.
  router.get("/sw.js", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(distDir, "sw.js"), { cacheControl: false }, (error) => error && next());
  });
  router.use("/assets", precompressed(assetsDir, { immutable: true, maxAge: HASHED_ASSETS_MAX_AGE }));
  router.use("/assets", express.static(assetsDir, { immutable: true, maxAge: HASHED_ASSETS_MAX_AGE, index: false }));
  router.use(precompressed(distDir, { maxAge: PUBLIC_FILES_MAX_AGE }));
  router.use(express.static(distDir, { index: false, maxAge: PUBLIC_FILES_MAX_AGE }));
  router.get(/.*/, async (req, res, next) => {
    if (reservedPrefixes.some((prefix) => startsWithPath(req.path, prefix))) {
      next();
      return;
    }
    const html = readShell();
    if (!html) {
      res.status(503).type("text/plain").send("The website has not been built yet: run `npm run build`.");
      return;
    }
    let preview = isPreview(req);
    if (pages && !SHELL_ONLY_PREFIXES.some((prefix) => startsWithPath(req.path, prefix))) {
      const cache = preview ? undefined : pages.cache;
      const render = async () => {
        const rendered = await pages.render(req, res, pages.maintenance ? MAINTENANCE_PATH : undefined);
        if (!rendered) return undefined;
        if (rendered.forPreview) {
          preview = true;
          // Drawn with a preview link's token though the address read as none: never kept, the shell goes instead.
          if (cache) return undefined;
        }
        // The notice stands without the app: its router would draw the page asked for over it.
        return pages.maintenance ? finish(withoutScripts(html), { ...rendered, status: 503 }) : finish(html, rendered);
      };
      // A failed render still leaves the browser to draw the page from the shell below.
      const page = await (
        cache
          ? cache(pages.maintenance ? MAINTENANCE_PATH : req.originalUrl, render)
          : render().then((page) => page && { page, hit: false })
      ).catch((error: unknown) => {
        if (error instanceof PageUnavailable) return error;
        req.log.error({ err: error }, "server rendering failed");
        return undefined;
      });
      if (page instanceof PageUnavailable) {
        sendUnavailable(req, res, page, html);
        return;
      }
      if (page) {
        if (preview) markPreview(res);
        else res.setHeader("Cache-Control", "no-cache");
        res.setHeader("X-Cache", page.hit ? "HIT" : "MISS");
        if (pages.maintenance) res.setHeader("Retry-After", String(MAINTENANCE_RETRY_AFTER_S));
        sendPage(req, res, page.page);
        return;
      }
    }
    // Without the settings (the database is away) the page still loads, and asks the API itself.
    const settings = await identity().catch(() => null);
    if (preview) markPreview(res);
    else res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(settings ? html.replace("</head>", `${identityScript(settings)}</head>`) : html);
  });
  return router;
}
