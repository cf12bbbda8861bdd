import { ApolloServer } from "@apollo/server";
import type { ApolloServerPlugin, GraphQLRequestListener } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  BREAK,
  GraphQLError,
  OperationTypeNode,
  getNullableType,
  isInputObjectType,
  isListType,
  typeFromAST,
  visit,
} from "graphql";
import type { DocumentNode, GraphQLInputType, GraphQLSchema } from "graphql";
import { GraphQLUpload, Upload } from "graphql-upload-ts";
import type { Server } from "node:http";
import { ErrorCode, RETRY_AFTER_SECONDS } from "../kernel/errors";
import type { RequestContext } from "../kernel/request-context";
import { unsafeInputProblem, unsafeTextProblem } from "../kernel/unsafe-input";
import { compiledExecution } from "./compiled-executor";
import type { MutationScope } from "./compiled-executor";
import { formatError, isMaskedError } from "./format-error";
import { PRIVATE_ANSWER } from "./public-query-cache";

type Listener = GraphQLRequestListener<RequestContext>;

const GUARDRAILS = {
  maxDepth: 8,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 1000,
} as const;

/** Logs each error that will be masked, once, with the request's logger (and so its request id). */
const logUnexpectedErrors: Listener["didEncounterErrors"] = ({ errors, contextValue }) => {
  for (const error of errors) {
    if (isMaskedError(error)) contextValue.logger().error({ err: error.originalError ?? error }, "unexpected error");
  }
  return Promise.resolve();
};

/** Documents already looked at: Apollo hands the same parsed document to every request that sends its text. */
const literalProblems = new WeakMap<DocumentNode, string | null>();

/** Why a string literal in the document cannot be taken (a NUL written `\u0000`), or null. */
function literalProblem(document: DocumentNode): string | null {
  const known = literalProblems.get(document);
  if (known !== undefined) return known;
  let found: string | null = null;
  visit(document, {
    StringValue(node) {
      found = unsafeTextProblem(node.value);
      return found ? BREAK : undefined;
    },
  });
  literalProblems.set(document, found);
  return found;
}

/**
 * Whether a file of a multipart request sits where `type` takes none (an Upload sent for a String): graphql-js
 * would refuse it with a message that prints the upload's internals. Walks only input that unsafeInputProblem
 * has found at most 32 levels deep.
 */
function fileOutOfPlace(value: unknown, type: GraphQLInputType): boolean {
  if (value instanceof Upload) return getNullableType(type) !== GraphQLUpload;
  if (value === null || typeof value !== "object") return false;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    return Array.isArray(value)
      ? value.some((item) => fileOutOfPlace(item, inner.ofType))
      : fileOutOfPlace(value, inner.ofType);
  }
  if (isInputObjectType(inner)) {
    const fields = inner.getFields();
    return Object.entries(value).some(([name, child]) => fileOutOfPlace(child, fields[name]?.type ?? inner));
  }
  return Object.values(value).some((child) => fileOutOfPlace(child, inner));
}

const FILE_OUT_OF_PLACE = "A file may be sent only for an argument of type Upload";

type Resolved = Parameters<NonNullable<Listener["didResolveOperation"]>>[0];

/** Why a request's files cannot be taken, or null; only a multipart request carries any. */
function misplacedFile({ request, operation, schema }: Resolved): string | null {
  if (!request.http?.headers.get("content-type")?.startsWith("multipart/")) return null;
  const variables = request.variables ?? {};
  const misplaced = (operation?.variableDefinitions ?? []).some((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && fileOutOfPlace(variables[definition.variable.name.value], type as GraphQLInputType);
  });
  return misplaced ? FILE_OUT_OF_PLACE : null;
}

const requestError = (code: ErrorCode, message: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Refuses, as the caller's mistake (400), what this server cannot run: a subscription (there is no
 * transport for one), and input that Postgres or the stack cannot take (BAD_USER_INPUT).
 */
const refuseWhatCannotRun: Listener["didResolveOperation"] = (resolved) => {
  if (resolved.operation?.operation === OperationTypeNode.SUBSCRIPTION) {
    throw requestError(ErrorCode.BadRequest, "This server has no subscriptions: ask with a query");
  }
  const problem =
    unsafeInputProblem(resolved.request.variables) ?? literalProblem(resolved.document) ?? misplacedFile(resolved);
  if (problem) throw requestError(ErrorCode.BadUserInput, problem);
  return Promise.resolve();
};

type Sending = Parameters<NonNullable<Listener["willSendResponse"]>>[0];

/**
 * While the database is out of reach the answer is 503 with Retry-After, in either media type: a
 * proxy, a client or a person knows to try again shortly, and nothing was wrong with the request.
 */
function unavailableWhileDatabaseIs({ response }: Sending): void {
  const { body } = response;
  const errors = body.kind === "single" ? body.singleResult.errors : undefined;
  if (errors?.some((error) => error.extensions?.code === ErrorCode.ServiceUnavailable)) {
    response.http.status = 503;
    response.http.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  }
}

/**
 * GraphQL over HTTP: a request error (the document does not parse or validate, the variables do not
 * fit) answers 4xx only to a client that accepts application/graphql-response+json, as ours does; one
 * that accepts only the older application/json cannot tell such a 4xx from a proxy's, so it gets 200
 * with the errors, as that specification asks.
 */
function requestErrorsForLegacyJson({ request, response }: Sending): void {
  if (response.http.status !== 400) return;
  if (/application\/graphql-response\+json/i.test(request.http?.headers.get("accept") ?? "")) return;
  response.http.status = 200;
}

/**
 * No field has cache hints, so Apollo's cache-control plugin is off (its per-field hook cost ~10% CPU) and
 * every answer is private; the public query cache's middleware makes an anonymous GET's success public.
 */
function privateResponse({ response }: Sending): void {
  response.http.headers.set("cache-control", PRIVATE_ANSWER);
}

/**
 * Our rules, as one listener shared by every request: Apollo awaits each listener's every hook, so each further
 * plugin would cost promises on every request.
 */
const rulesListener: Listener = {
  didResolveOperation: refuseWhatCannotRun,
  didEncounterErrors: logUnexpectedErrors,
  willSendResponse(sending) {
    unavailableWhileDatabaseIs(sending);
    requestErrorsForLegacyJson(sending);
    privateResponse(sending);
    return Promise.resolve();
  },
};

const ourRules: ApolloServerPlugin<RequestContext> = {
  requestDidStart: () => Promise.resolve(rulesListener),
};

export function createApolloServer(options: {
  schema: GraphQLSchema;
  httpServer: Server;
  introspection: boolean;
  mutationScope?: MutationScope;
  /** More plugins (the metrics'). */
  plugins?: ApolloServerPlugin<RequestContext>[];
}): ApolloServer<RequestContext> {
  const armor = new ApolloArmor({
    // Fragments count by the fields they stand for, not as an extra level each (client cards use them).
    maxDepth: { n: GUARDRAILS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: { maxCost: GUARDRAILS.maxCost, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GUARDRAILS.maxAliases },
    // Counted by GraphQL's own parser (parseOptions below): armor's parses the document a second time
    // in a hook where a syntax error becomes an unexpected one, answered 500 instead of 400.
    maxTokens: { enabled: false },
    // Field suggestions would reveal the schema even with introspection switched off.
    blockFieldSuggestion: { enabled: !options.introspection },
  }).protect();

  return new ApolloServer<RequestContext>({
    gateway: compiledExecution(options.schema, options.mutationScope),
    introspection: options.introspection,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // A GET (the client's anonymous queries, by persisted-query hash) must carry a header no plain link or form sends.
    csrfPrevention: true,
    // main.ts owns shutdown: drain, close the pool, then stop the embedded database.
    stopOnTerminationSignals: false,
    formatError,
    parseOptions: { maxTokens: GUARDRAILS.maxTokens },
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      ourRules,
      ...(options.plugins ?? []),
      ApolloServerPluginCacheControlDisabled(),
      // The hosted sandbox page loads scripts from elsewhere, which our CSP rightly refuses.
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer, stopGracePeriodMillis: 10_000 }),
    ],
  });
}
