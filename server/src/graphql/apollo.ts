import { ApolloServer } from "@apollo/server";
import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { GraphQLSchema } from "graphql";
import type { Server } from "node:http";
import type { RequestContext } from "../kernel/request-context";
import { formatError, isMaskedError } from "./format-error";

const GUARDRAILS = {
  maxDepth: 8,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 1000,
} as const;

/** Logs each error that will be masked, once, with the request's logger (and so its request id). */
const logUnexpectedErrors: ApolloServerPlugin<RequestContext> = {
  requestDidStart() {
    return Promise.resolve({
      didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (isMaskedError(error))
            contextValue.logger.error({ err: error.originalError ?? error }, "unexpected error");
        }
        return Promise.resolve();
      },
    });
  },
};

/** Keeps the header Apollo's cache-control plugin sent (no field has cache hints) without its per-field hook (~10% CPU). */
const uncacheableResponses: ApolloServerPlugin<RequestContext> = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response }) {
        response.http.headers.set("cache-control", "no-store");
        return Promise.resolve();
      },
    });
  },
};

export function createApolloServer(options: {
  schema: GraphQLSchema;
  httpServer: Server;
  introspection: boolean;
}): ApolloServer<RequestContext> {
  const armor = new ApolloArmor({
    // Fragments count by the fields they stand for, not as an extra level each (client cards use them).
    maxDepth: { n: GUARDRAILS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: { maxCost: GUARDRAILS.maxCost, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GUARDRAILS.maxAliases },
    maxTokens: { n: GUARDRAILS.maxTokens },
    // Field suggestions would reveal the schema even with introspection switched off.
    blockFieldSuggestion: { enabled: !options.introspection },
  }).protect();

  return new ApolloServer<RequestContext>({
    schema: options.schema,
    introspection: options.introspection,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // main.ts owns shutdown: drain, close the pool, then stop the embedded database.
    stopOnTerminationSignals: false,
    formatError,
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      logUnexpectedErrors,
      ApolloServerPluginCacheControlDisabled(),
      uncacheableResponses,
      // The hosted sandbox page loads scripts from elsewhere, which our CSP rightly refuses.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer, stopGracePeriodMillis: 10_000 }),
    ],
  });
}
