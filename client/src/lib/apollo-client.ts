import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { RetryLink } from "@apollo/client/link/retry";
import { OperationTypeNode } from "graphql";
import { seedSchoolIdentity } from "../api/school-identity";
import { env } from "../config/env";
import { createCache } from "./apollo-cache";
import { authHeaderLink, refreshOnUnauthenticatedLink, twoFactorSetupLink } from "./auth-link";
import { anonymousQueriesAsGetLink } from "./persisted-query-link";
import { serviceUnavailableLink } from "./service-status";
import { uploadFetch, uploadLink } from "./upload-link";

/** A failed public read is tried once more; a mutation never is. */
const PUBLIC_FETCH_RETRIES = 1;

const retry = new RetryLink({
  attempts: {
    max: PUBLIC_FETCH_RETRIES + 1,
    retryIf: (_error, operation) => operation.operationType === OperationTypeNode.QUERY,
  },
});

/** How long after start queries are answered from the server's render only. */
const HYDRATION_WINDOW_MS = 1000;

const cache = createCache();
seedSchoolIdentity(cache);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    serviceUnavailableLink,
    twoFactorSetupLink,
    refreshOnUnauthenticatedLink,
    retry,
    authHeaderLink,
    uploadLink,
    anonymousQueriesAsGetLink,
    new HttpLink({ uri: env.graphqlUrl, fetch: uploadFetch }),
  ]),
  cache,
  // While a page the server rendered hydrates, its queries read the answers it brought, whatever their fetch policy.
  ssrForceFetchDelay: HYDRATION_WINDOW_MS,
});
