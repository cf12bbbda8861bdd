import { ApolloClient, ApolloLink } from "@apollo/client";
import type { InMemoryCache, ObservableQuery, OperationVariables } from "@apollo/client";
import { print } from "@apollo/client/utilities";
import type { DocumentNode, FormattedExecutionResult } from "graphql";
import { Observable } from "rxjs";
import { createCache } from "./apollo-cache";

/** One query, as the server runs it against its own schema (no HTTP round trip to itself). */
interface OperationRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  /** The headers the page's hooks ask for (a preview link's token). */
  headers: Record<string, string>;
}

export type ExecuteOperation = (request: OperationRequest) => Promise<FormattedExecutionResult>;

/**
 * An Apollo client that can tell which queries a render watched. Only Apollo's prerendering
 * subscribes to them (and so lists them in `getObservableQueries`); a plain render's hooks just make them.
 */
class WatchingClient extends ApolloClient {
  private watching: ObservableQuery[] | undefined;

  override watchQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: ApolloClient.WatchQueryOptions<TData, TVariables>,
  ): ObservableQuery<TData, TVariables> {
    const query = super.watchQuery(options);
    this.watching?.push(query as unknown as ObservableQuery);
    return query;
  }

  /** Runs `work`, and answers with it the queries made meanwhile. */
  async queriesMadeBy<T>(work: () => Promise<T>): Promise<{ value: T; queries: ObservableQuery[] }> {
    const queries: ObservableQuery[] = [];
    this.watching = queries;
    try {
      return { value: await work(), queries };
    } finally {
      this.watching = undefined;
    }
  }
}

export interface ServerApolloClient {
  client: WatchingClient;
  /** True once an answer carried errors. */
  failed: () => boolean;
  /** The queries handed to the executor so far. */
  requestsSent: () => number;
  /** Empties the client for another page; call it once the page is rendered. */
  release: () => Promise<void>;
}

/**
 * The cache with each document's transformed form (`__typename` added) kept for as long as the client.
 * Emptying the store between pages (`clearStore`) resets the cache, and a reset also drops the cache's
 * transformed documents: each page then made a new copy of every document it asked with, which Apollo's
 * own bounded caches (its document information, up to 2,000 per client) kept, so each pooled client
 * grew by some megabytes until those caches were full. The documents passed in are the app's own
 * constants, so this holds one transformed copy of each.
 */
function keepingTransforms(cache: InMemoryCache): InMemoryCache {
  const transformed = new WeakMap<DocumentNode, DocumentNode>();
  const transform = cache.transformDocument.bind(cache);
  cache.transformDocument = (document) => {
    let result = transformed.get(document);
    if (!result) {
      result = transform(document);
      transformed.set(document, result);
    }
    return result;
  };
  return cache;
}

/** The page a pooled client is rendering: where its queries go, and what they did. */
interface PageRun {
  execute: ExecuteOperation;
  failed: boolean;
  requestsSent: number;
}

/**
 * An Apollo client the server renders one page after another with. A new client per page would
 * transform and print each of the page's documents again (they are remembered per client), about
 * 6% of a page's instructions; the cache is emptied between pages instead.
 */
class PooledClient {
  run: PageRun | undefined;
  // Each read on the server is the page's only one: memoizing its results costs more than it saves.
  private readonly cache = keepingTransforms(createCache({ resultCaching: false }));
  readonly client = new WatchingClient({
    ssrMode: true,
    link: new ApolloLink((operation) => this.send(operation)),
    cache: this.cache,
  });

  private send(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((observer) => {
      const run = this.run;
      if (!run) {
        observer.error(new Error(`${operation.operationName ?? "a query"} was sent between two pages`));
        return;
      }
      run.requestsSent += 1;
      const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
      const { query, variables, operationName } = operation;
      run.execute({ query: print(query), variables, operationName, headers }).then(
        (result) => {
          if (result.errors?.length) run.failed = true;
          observer.next(result);
          observer.complete();
        },
        (error: unknown) => {
          run.failed = true;
          observer.error(error);
        },
      );
    });
  }

  /** Empty: no data and no query watched, so nothing of one page can reach the next. */
  isEmpty(): boolean {
    return this.client.getObservableQueries("all").size === 0 && Object.keys(this.cache.extract()).length === 0;
  }
}

/** As many clients as pages a busy server renders at once; more are made when needed, then dropped. */
const MAX_IDLE_CLIENTS = 16;
const idleClients: PooledClient[] = [];

/**
 * The Apollo client of one page rendered on the server: the app's cache policies, and a link that
 * hands each query to the server's executor.
 */
export function createServerApolloClient(execute: ExecuteOperation): ServerApolloClient {
  const pooled = idleClients.pop() ?? new PooledClient();
  const run: PageRun = { execute, failed: false, requestsSent: 0 };
  pooled.run = run;
  return {
    client: pooled.client,
    failed: () => run.failed,
    requestsSent: () => run.requestsSent,
    release: async () => {
      pooled.run = undefined;
      await pooled.client.clearStore();
      if (pooled.isEmpty() && idleClients.length < MAX_IDLE_CLIENTS) idleClients.push(pooled);
      else pooled.client.stop();
    },
  };
}
