import { GraphQLError } from "graphql";
import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { ArgumentValidationError } from "type-graphql";
import {
  AppError,
  ErrorCode,
  SERVICE_UNAVAILABLE_MESSAGE,
  fieldErrorsOf,
  invalidInput,
  isDatabaseUnavailable,
} from "../kernel/errors";
import type { FieldErrors } from "../kernel/errors";

/** Input arguments (`input`, `args`) wrap the real fields; clients want `title`, not `input.title`. */
function withoutArgumentPrefix(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name.replace(/^input\./, ""), message]));
}

/**
 * What an error stands for: the project's own error, an unreachable database, GraphQL's own error about the
 * request (with a code, or a 4xx status Apollo gave it), or null for anything unexpected. Apollo wraps what
 * an executor throws in a GraphQLError with neither: such an error is a fault of ours, whatever wraps it.
 */
function knownCause(error: unknown): AppError | GraphQLError | "unavailable" | null {
  const original = unwrapResolverError(error);
  if (original instanceof ArgumentValidationError) {
    return invalidInput(withoutArgumentPrefix(fieldErrorsOf(original.extensions.validationErrors)));
  }
  if (original instanceof AppError) return original;
  if (isDatabaseUnavailable(original)) return "unavailable";
  if (!(original instanceof GraphQLError)) return null;
  const { code, http } = original.extensions as { code?: unknown; http?: { status?: number } };
  if (code !== undefined) return original;
  const status = http?.status ?? 0;
  return status >= 400 && status < 500 ? original : null;
}

/**
 * The project's own errors answer their message with their code (and details) in `extensions`;
 * GraphQL's own errors about the request (a bad query, TypeGraphQL's auth checker, a persisted
 * query's wrong hash) keep their message, BAD_REQUEST when they came without a code; anything else
 * is masked, so no stack trace, SQL or internal detail ever reaches a client. The caller logs masked errors.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const cause = knownCause(error);
  const where = { locations: formatted.locations, path: formatted.path };
  if (cause instanceof AppError) {
    return { message: cause.message, ...where, extensions: { code: cause.code, ...cause.details } };
  }
  if (cause === "unavailable") {
    return { message: SERVICE_UNAVAILABLE_MESSAGE, ...where, extensions: { code: ErrorCode.ServiceUnavailable } };
  }
  if (cause instanceof GraphQLError) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    const code = cause.extensions.code === undefined ? ErrorCode.BadRequest : extensions.code;
    return { ...formatted, extensions: { ...extensions, code } };
  }
  return { message: "Internal server error", ...where, extensions: { code: ErrorCode.Internal } };
}

export function isMaskedError(error: unknown): boolean {
  return knownCause(error) === null;
}
