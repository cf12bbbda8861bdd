import fs from "node:fs";
import type { Request, Response } from "express";
import type { FormattedExecutionResult } from "graphql";
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
    const page = await entry.renderPage({
      url,
      publicUrl: options.publicUrl,
      execute: (operation) => {
        forPreview ||= Object.keys(operation.headers).some((name) => name.toLowerCase() === PREVIEW_TOKEN_HEADER);
        return options.runOperation(req, res, operation);
      },
    });
    return { ...page, forPreview };
  };
}
