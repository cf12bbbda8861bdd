import { ApolloClient, ApolloLink } from "@apollo/client";
import { print } from "graphql";
import type { FormattedExecutionResult } from "graphql";
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
 * The Apollo client of one page rendered on the server: the app's cache policies, and a link that
 * hands each query to the server's executor. `failed` turns true once an answer carried errors;
 * `requestsSent` counts the queries handed over so far.
 */
export function createServerApolloClient(execute: ExecuteOperation): {
  client: ApolloClient;
  failed: () => boolean;
  requestsSent: () => number;
} {
  let failed = false;
  let requestsSent = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requestsSent += 1;
        const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
          headers,
        }).then(
          (result) => {
            if (result.errors?.length) failed = true;
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            failed = true;
            observer.error(error);
          },
        );
      }),
  );
  return {
    client: new ApolloClient({ ssrMode: true, link, cache: createCache() }),
    failed: () => failed,
    requestsSent: () => requestsSent,
  };
}
