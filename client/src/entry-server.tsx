import { prerenderStatic } from "@apollo/client/react/ssr";
import createEmotionCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { AppRoutes } from "./app/router";
import { pageStateScript } from "./lib/page-state";
import { createServerApolloClient } from "./lib/server-apollo-client";
import type { ExecuteOperation } from "./lib/server-apollo-client";

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

/**
 * Renders one public page as parents' phones first see it: every query of the page answered (Apollo
 * renders again until none is left waiting), Chakra's styles for exactly that HTML, and Apollo's
 * cache for the browser to hydrate from without asking again.
 */
export async function renderPage({ url, publicUrl, execute }: PageRequest): Promise<RenderedPage> {
  const { client, failed } = createServerApolloClient(execute);
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
  const { result } = await prerenderStatic({
    tree,
    renderFunction: (node) => {
      // Each pass decides the status afresh: only the last one, with every answer in, counts.
      response.status = 200;
      errors.length = 0;
      return prerenderToNodeStream(node, {
        onError: (error) => void errors.push(error),
        // Every boundary inline, however large: React would otherwise move big ones behind an inline script, which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
    },
  });
  const hoisted = LEADING_HOISTABLES.exec(result)?.[0] ?? "";
  const body = result.slice(hoisted.length);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(body));
  const state = pageStateScript({ publicUrl, apollo: client.extract(), hydrate: !failed() });
  client.stop();
  return { status: response.status, head: `${hoisted}${styles}${state}`, body, errors };
}
