import { CombinedGraphQLErrors } from "@apollo/client";
import type { ApolloClient, TypedDocumentNode } from "@apollo/client";
import { getOperationAST, print } from "graphql";
import type { FormattedExecutionResult } from "graphql";
import { refreshSession } from "../api/refresh-session";
import { env } from "../config/env";
import { PREFLIGHT_HEADER } from "./auth-link";
import { authSession } from "./auth-session";
import { findFiles, multipartBody } from "./upload-link";

interface Answer<TData> {
  status: number;
  result: FormattedExecutionResult<TData> | null;
}

function post<TData>(body: FormData, onProgress?: (fraction: number) => void): Promise<Answer<TData>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", env.graphqlUrl);
    Object.entries(PREFLIGHT_HEADER).forEach(([name, value]) => request.setRequestHeader(name, value));
    const token = authSession.accessToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let result: FormattedExecutionResult<TData> | null = null;
      try {
        result = JSON.parse(request.responseText) as FormattedExecutionResult<TData>;
      } catch {
        // A proxy's error page: the status says what happened.
      }
      resolve({ status: request.status, result });
    };
    request.onerror = () => reject(new Error("Network request failed"));
    request.onabort = () => reject(new Error("The upload was interrupted"));
    request.send(body);
  });
}

const isUnauthenticated = ({ status, result }: Answer<unknown>) =>
  status === 401 || !!result?.errors?.some((error) => error.extensions?.code === "UNAUTHENTICATED");

/**
 * Sends one operation with files as a GraphQL multipart request and reports how much of it has gone
 * (0 to 1): Apollo's HttpLink uses fetch, which cannot tell. Like the link chain, it sends the staff
 * token and refreshes an expired one once; errors arrive as Apollo's, so `fieldErrorsOf` reads them.
 */
export async function uploadRequest<TData, TVariables extends Record<string, unknown>>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  onProgress?: (fraction: number) => void,
): Promise<TData> {
  // The cache's transform adds __typename, so the answer can be written to the cache as it is.
  const query = client.cache.transformDocument(document);
  const operations = JSON.stringify({
    operationName: getOperationAST(query)?.name?.value,
    query: print(query),
    variables,
  });
  const body = multipartBody(operations, findFiles(variables));
  let answer = await post<TData>(body, onProgress);
  if (isUnauthenticated(answer) && (await refreshSession(client))) answer = await post<TData>(body, onProgress);
  const { status, result } = answer;
  if (result?.errors?.length) throw new CombinedGraphQLErrors(result);
  if (!result?.data) throw new Error(`The server answered ${status} without data`);
  return result.data;
}
