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
 * The project's own errors answer their message with their code (and details) in `extensions`;
 * GraphQL's own errors (a bad query, TypeGraphQL's auth checker) keep theirs; anything else is
 * masked, so no stack trace, SQL or internal detail ever reaches a client. The caller logs masked errors.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const own =
    original instanceof ArgumentValidationError
      ? invalidInput(withoutArgumentPrefix(fieldErrorsOf(original.extensions.validationErrors)))
      : original;
  if (own instanceof AppError) {
    return {
      message: own.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: own.code, ...own.details },
    };
  }
  if (isDatabaseUnavailable(own)) {
    return {
      message: SERVICE_UNAVAILABLE_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: ErrorCode.ServiceUnavailable },
    };
  }
  if (own instanceof GraphQLError) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: "Internal server error",
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ErrorCode.Internal },
  };
}

export function isMaskedError(error: unknown): boolean {
  const original = unwrapResolverError(error);
  return !(original instanceof AppError || original instanceof GraphQLError || isDatabaseUnavailable(original));
}
