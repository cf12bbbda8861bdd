import type { GatewayInterface } from "@apollo/server-gateway-interface";
import {
  GraphQLError,
  OperationTypeNode,
  execute,
  getNamedType,
  isInputObjectType,
  isNonNullType,
  printSchema,
  typeFromAST,
} from "graphql";
import type {
  DocumentNode,
  ExecutionResult,
  GraphQLErrorExtensions,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
} from "graphql";
import { compileQuery, isCompiledQuery } from "graphql-jit";
import type { CompiledQuery } from "graphql-jit";
import { ErrorCode } from "../kernel/errors";

/**
 * The same error as graphql-js makes it: graphql-jit's leave `extensions` undefined where graphql-js has an
 * object, and Apollo's error formatting reads a code from it (a resolver's NOT_FOUND would answer as an
 * internal error).
 */
function asGraphQLJsError(error: GraphQLError, extensions?: GraphQLErrorExtensions): GraphQLError {
  const own = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, ...extensions },
  });
  // Where in the document: graphql-jit gives the locations, not the nodes graphql-js would compute them from.
  Object.defineProperty(own, "locations", { value: error.locations, enumerable: true });
  return own;
}

/**
 * Whether an input type holds, at any depth, a required field with a default: graphql-jit refuses such a
 * field left out of a variable ("was not provided") where graphql-js fills in its default.
 */
function hasRequiredFieldWithDefault(type: GraphQLNamedType, seen = new Set<GraphQLNamedType>()): boolean {
  if (!isInputObjectType(type) || seen.has(type)) return false;
  seen.add(type);
  return Object.values(type.getFields()).some(
    (field) =>
      (isNonNullType(field.type) && field.defaultValue !== undefined) ||
      hasRequiredFieldWithDefault(getNamedType(field.type), seen),
  );
}

/**
 * Queries whose variables graphql-jit reads as graphql-js does are compiled; mutations (a few staff writes,
 * uploads among them) and any other operation keep graphql-js's interpreter, exactly as before.
 */
function compilable(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== OperationTypeNode.QUERY) return false;
  return !(operation.variableDefinitions ?? []).some((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && hasRequiredFieldWithDefault(getNamedType(type));
  });
}

/** Runs a mutation, given the request's context, inside whatever scope its writes need. */
export type MutationScope = (context: unknown, run: () => Promise<ExecutionResult>) => Promise<ExecutionResult>;

/**
 * Runs each query through a function graphql-jit compiles once per document and operation, in place of
 * graphql-js's interpreter: the interpreter allocated about a quarter of a public list's memory (an argument map
 * and a result object per field, per node), which the garbage collector then had to clear. Parsing, validation,
 * the guardrails and every plugin stay Apollo's; only execution changes. Apollo's way to swap the executor is
 * the gateway interface, here a gateway over the one local schema.
 */
export function compiledExecution(
  schema: GraphQLSchema,
  /** Wraps each mutation's execution (the audit log's "who" for the writes inside). */
  mutationScope: MutationScope = (_context, run) => run(),
): GatewayInterface {
  // Apollo hands every request with the same text the same parsed document, so a document's entries go with it.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult | null>>();
  const compiledFor = (document: DocumentNode, operation: OperationDefinitionNode) => {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      byOperation = new Map();
      compiled.set(document, byOperation);
    }
    const name = operation.name?.value;
    let query = byOperation.get(name ?? "");
    if (query === undefined) {
      query = compilable(schema, operation)
        ? compileQuery<Record<string, unknown>, Record<string, unknown>>(schema, document, name)
        : null;
      byOperation.set(name ?? "", query);
    }
    return query;
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    load: () =>
      Promise.resolve({
        executor: async (requestContext) => {
          const { document, request, context } = requestContext;
          // Undefined when the document names no operation to run (several without an operationName to choose
          // by, or an unknown one), whatever the interface's type says: graphql-js's interpreter then answers
          // why, which Apollo sends as the caller's mistake (400).
          const operation = requestContext.operation as OperationDefinitionNode | undefined;
          const variableValues = request.variables ?? {};
          const query = operation ? compiledFor(document, operation) : null;
          if (!query || !isCompiledQuery(query)) {
            const run = async () =>
              execute({
                schema,
                document,
                operationName: request.operationName,
                contextValue: context,
                variableValues,
              });
            return operation?.operation === OperationTypeNode.MUTATION ? mutationScope(context, run) : run();
          }
          const result = await query.query(undefined, context, variableValues);
          if (!result.errors) return result;
          // No data: the variables did not fit the operation, the caller's mistake, as Apollo codes graphql-js's
          // same errors (it tells them by their nodes, which graphql-jit's errors lack).
          const extensions = result.data === undefined ? { code: ErrorCode.BadUserInput } : undefined;
          return { ...result, errors: result.errors.map((error) => asGraphQLJsError(error, extensions)) };
        },
      }),
    stop: () => Promise.resolve(),
  };
}
