import fs from "node:fs";
import type { Request, Response } from "express";
import type { FormattedExecutionResult } from "graphql";
import { LRUCache } from "lru-cache";
import { ErrorCode, isDatabaseUnavailable } from "../kernel/errors";
import { PREVIEW_TOKEN_HEADER } from "../kernel/preview";

/** One query of a page being rendered, as client/src/lib/server-apollo-client.ts hands it over. */
interface PageOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  headers: Record<string, string>;
}

/** What client/src/entry-server.tsx answers for one page. */
export interface RenderedPage {
  status: number;
  head: string;
  body: string;
}

/** The exports of the built server entry (client/dist-server/entry-server.cjs). */
interface ServerEntry {
  renderPage(request: {
    url: string;
    publicUrl: string;
    execute: (operation: PageOperation) => Promise<FormattedExecutionResult>;
  }): Promise<RenderedPage>;
}

/** A rendered page, and whether a query of it carried a preview link's token: such a page is its holder's alone. */
type PageRendering = RenderedPage & { forPreview: boolean };

/** Renders the public page a request asks for (or `url` instead); undefined when there is no server build to do it with. */
export type PageRenderer = (req: Request, res: Response, url?: string) => Promise<PageRendering | undefined>;

/**
 * A public page ready to send: its status, its HTML and the HTML compressed, each encoding once,
 * when first asked for. `size` counts every encoding, so a page the cache keeps is compressed both
 * ways at once, and a page made for one visitor only the way that visitor reads it.
 */
export interface FinishedPage {
  status: number;
  html: string;
  gzip(): Buffer;
  brotli(): Buffer;
  readonly size: number;
}

/** Keeps a finished page for the next visitor: answers the kept one (hit) or renders and keeps it. */
export type PageCache = (
  key: string,
  render: () => Promise<FinishedPage | undefined>,
) => Promise<{ page: FinishedPage; hit: boolean } | undefined>;

/** Runs a page's query as this request (anonymous, or with the preview link's token the page passes on). */
export type PageOperationRunner = (
  req: Request,
  res: Response,
  operation: PageOperation,
) => Promise<FormattedExecutionResult>;

/** The built entry, loaded on the first page and again only when a new build replaces the file. */
function entryLoader(entryFile: string) {
  let loaded: { mtimeMs: number; entry: ServerEntry } | undefined;
  return (): ServerEntry | undefined => {
    const stat = fs.statSync(entryFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      delete require.cache[require.resolve(entryFile)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the client's build, found at run time, is CommonJS
      loaded = { mtimeMs: stat.mtimeMs, entry: require(entryFile) as ServerEntry };
    }
    return loaded.entry;
  };
}

/**
 * Server rendering of the public pages with the client's own routes and hooks (built by
 * `vite build --ssr`): the queries run in this process against the same Apollo server.
 */
export function pageRenderer(options: {
  entryFile: string;
  publicUrl: string;
  runOperation: PageOperationRunner;
}): PageRenderer {
  const load = entryLoader(options.entryFile);
  return async (req, res, url = req.originalUrl) => {
    const entry = load();
    if (!entry) return undefined;
    let forPreview = false;
    let databaseAway = false;
    const page = await entry.renderPage({
      url,
      publicUrl: options.publicUrl,
      execute: async (operation) => {
        forPreview ||= Object.keys(operation.headers).some((name) => name.toLowerCase() === PREVIEW_TOKEN_HEADER);
        const result = await options.runOperation(req, res, operation);
        databaseAway ||= answeredUnavailable(result);
        return result;
      },
    });
    if (databaseAway) throw new PageUnavailable({ rendered: { ...page, status: 503 } });
    return { ...page, forPreview };
  };
}

/**
 * A page asked for while the database was out of reach: what a render shows then is no page to keep or
 * to give a crawler, so it is answered 503 with Retry-After and never stored, showing the address's last
 * good rendering where one is known (`stale`), else the page as rendered without the database.
 */
export class PageUnavailable extends Error {
  constructor(readonly page: { stale: FinishedPage } | { rendered: RenderedPage }) {
    super("the page was asked for while the database was out of reach");
  }
}

/** Whether a page's query was answered "the database is out of reach". */
export function answeredUnavailable(result: FormattedExecutionResult): boolean {
  return result.errors?.some((error) => error.extensions?.code === ErrorCode.ServiceUnavailable) ?? false;
}

/** V8 keeps a string one byte a character while every character is Latin-1, else two. */
const bytesPerCharacter = (text: string) => (/[\u0100-\uffff]/.test(text) ? 2 : 1);

/**
 * The memory a kept page holds, without compressing it: its HTML as V8 keeps the string (a school's pages,
 * with their curly quotes and dashes, take two bytes a character) and that HTML again as UTF-8 bytes. The
 * compressed copies, once made, add about a quarter of the UTF-8 bytes more.
 */
export function heldBytes(key: string, page: FinishedPage): number {
  return key.length * bytesPerCharacter(key) + page.html.length * bytesPerCharacter(page.html) + page.html.length;
}

/**
 * `cache` with stale-if-error: the last good rendering of each address is kept beyond the cache's own
 * (emptied by every write), and is what a page asked for without the database (`PageUnavailable`)
 * shows. Bounded like the cache by `maxBytes`, counted as the bytes each page holds (`heldBytes`):
 * counted in characters, 32 MB let it keep 170 renderings of 196,000 characters, 87 MB with their
 * UTF-8 and compressed copies, one more for every search term a visitor tried.
 */
export function staleIfError(cache: PageCache, maxBytes: number): PageCache {
  const lastGood = new LRUCache<string, FinishedPage>({
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: (page, key) => Math.max(heldBytes(key, page), 1),
  });
  return async (key, render) => {
    try {
      const answer = await cache(key, render);
      if (answer && answer.page.status === 200) lastGood.set(key, answer.page);
      return answer;
    } catch (error) {
      if (!(error instanceof PageUnavailable || isDatabaseUnavailable(error))) throw error;
      const stale = lastGood.get(key);
      if (stale) throw new PageUnavailable({ stale });
      if (error instanceof PageUnavailable) throw error;
      // The cache could not ask the database (when its pages stop being true): rendered without the cache.
      const page = await render();
      return page && { page, hit: false };
    }
  };
}
