import type { ApolloClient, DocumentNode, ErrorPolicy, ObservableQuery, OperationVariables } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import createEmotionCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { AppRoutes } from "./app/router";
import { pageStateScript } from "./lib/page-state";
import { markServerStyles } from "./lib/server-styles";
import { createServerApolloClient } from "./lib/server-apollo-client";
import type { ExecuteOperation, ServerApolloClient } from "./lib/server-apollo-client";

export interface PageRequest {
  /** Path and query of the page, e.g. /news?category=Sport. */
  url: string;
  /** The site's public address (PUBLIC_URL), which canonical and share links start with. */
  publicUrl: string;
  execute: ExecuteOperation;
}

export interface RenderedPage {
  status: number;
  /** For the end of <head>: the page's title and meta tags, its styles and the state the browser starts from. */
  head: string;
  /** For inside #root. */
  body: string;
  /** Errors thrown while rendering, which left a part of the page to the browser. */
  errors: unknown[];
}

/** Title, meta and link elements React hoists to the start of a page rendered without its <html>. */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** A query a page rendered with, as Apollo can run it again before that page's next render. */
interface PageQuery {
  query: DocumentNode;
  variables: OperationVariables;
  errorPolicy?: ErrorPolicy;
}

/** Addresses whose queries are remembered: every page of a school's site, bounded against made-up addresses. */
const REMEMBERED_PAGES = 1000;

/**
 * The queries each address rendered with last time. Apollo renders a page once to find its queries
 * and again with their answers; with the answers fetched first, the first render is the page.
 */
const queriesByPage = new Map<string, PageQuery[]>();

function rememberQueries(url: string, queries: PageQuery[]): void {
  queriesByPage.delete(url);
  queriesByPage.set(url, queries);
  // A Map iterates in insertion order: its first key is the address rendered longest ago.
  const oldest = queriesByPage.keys().next();
  if (queriesByPage.size > REMEMBERED_PAGES && !oldest.done) queriesByPage.delete(oldest.value);
}

/**
 * The queries the page's hooks are watching. Cache-only ones ask for nothing, and none is kept when
 * one carries a context (a preview link's token): another visitor's render must never send it.
 */
function watchedQueries(client: ApolloClient): PageQuery[] | undefined {
  const watched = [...client.getObservableQueries()].filter(({ options }) => options.fetchPolicy !== "cache-only");
  if (watched.some(({ options }) => Object.keys(options.context ?? {}).length > 0)) return undefined;
  return watched.map(({ query, variables, options }) => ({ query, variables, errorPolicy: options.errorPolicy }));
}

/** Every query has its whole answer in the cache (cache-only and skipped ones ask for nothing). */
function everyQueryAnswered(queries: ObservableQuery[]): boolean {
  return queries.every(
    (query) =>
      ["cache-only", "standby"].includes(query.options.fetchPolicy) ||
      query.getCurrentResult().dataState === "complete",
  );
}

/** The whole of a prerendered stream, decoded once so no character is cut between two chunks. */
async function textOf(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Renders one public page as parents' phones first see it: every query of the page answered (Apollo
 * renders again until none is left waiting), Chakra's styles for exactly that HTML, and Apollo's
 * cache for the browser to hydrate from without asking again.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const apollo = createServerApolloClient(request.execute);
  try {
    return await renderWith(apollo, request);
  } finally {
    await apollo.release();
  }
}

async function renderWith(
  { client, failed, requestsSent }: ServerApolloClient,
  { url, publicUrl }: PageRequest,
): Promise<RenderedPage> {
  // A query that fails here is asked again by its hook while rendering, as if it had not been remembered.
  const remembered = queriesByPage.get(url);
  const prefetches = await Promise.allSettled((remembered ?? []).map((query) => client.query(query)));
  const prefetched = prefetches.every(({ status }) => status === "fulfilled");
  const emotionCache = createEmotionCache({ key: "css" });
  const emotionServer = createEmotionServer(emotionCache);
  const response = { status: 200 };
  /** What threw while rendering (React then leaves that part to the browser): the server logs it. */
  const errors: unknown[] = [];
  const tree = (
    <CacheProvider value={emotionCache}>
      <AppProvider client={client} page={{ publicUrl, response }}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </CacheProvider>
  );
  /** One render of the tree: each decides the status afresh, and only the last, with every answer in, counts. */
  const renderOnce = async (node: React.ReactNode) => {
    response.status = 200;
    errors.length = 0;
    const { prelude } = await prerenderToNodeStream(node, {
      onError: (error) => void errors.push(error),
      // Every boundary inline, however large: React would otherwise move big ones behind an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    return textOf(prelude);
  };
  let result: string | undefined;
  let pageQueries: PageQuery[] | undefined;
  // With the page's queries answered beforehand, one plain render is the page, unless it asked for
  // something else this time (say, a month that has changed since): Apollo's prerendering then fetches it.
  if (remembered && prefetched) {
    const { value: html, queries } = await client.queriesMadeBy(() => renderOnce(tree));
    if (everyQueryAnswered(queries)) {
      result = html;
      // Remembered again, as the prerendering's pages are: an address asked for often stays among the remembered.
      pageQueries = remembered;
    }
  }
  if (result === undefined) {
    let lastPass: { html: string; requestsBefore: number } | undefined;
    ({ result } = await prerenderStatic({
      tree,
      renderFunction: async (node) => {
        // Between passes every query the page has made so far is still watched.
        pageQueries = watchedQueries(client);
        // Apollo renders again after any pass that made queries; a pass that sent none already had every answer.
        if (lastPass && requestsSent() === lastPass.requestsBefore) return lastPass.html;
        const requestsBefore = requestsSent();
        lastPass = { html: await renderOnce(node), requestsBefore };
        return lastPass.html;
      },
    }));
  }
  if (pageQueries) rememberQueries(url, pageQueries);
  const hoisted = LEADING_HOISTABLES.exec(result)?.[0] ?? "";
  const body = result.slice(hoisted.length);
  const styles = markServerStyles(
    emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(body)),
  );
  const state = pageStateScript({ publicUrl, apollo: client.extract(), hydrate: !failed() });
  return { status: response.status, head: `${hoisted}${styles}${state}`, body, errors };
}
