import { GraphQLError } from "graphql";
import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { ArgumentValidationError } from "type-graphql";
import type { ValidationError } from "class-validator";

export const ErrorCode = {
  BadUserInput: "BAD_USER_INPUT",
  NotFound: "NOT_FOUND",
  Unauthenticated: "UNAUTHENTICATED",
  Internal: "INTERNAL_SERVER_ERROR",
  // Sign-in codes keep the names of the hosted user pool we replaced: the client maps them to messages.
  NotAuthorized: "NotAuthorizedException",
  PasswordResetRequired: "PasswordResetRequiredException",
  InvalidPassword: "InvalidPasswordException",
  LimitExceeded: "LimitExceededException",
} as const;

/** Field name (dotted for nested inputs) to the first message that failed for it. */
export type FieldErrors = Record<string, string>;

export class UserInputError extends GraphQLError {
  constructor(message: string, fields: FieldErrors = {}) {
    super(message, { extensions: { code: ErrorCode.BadUserInput, fields } });
  }
}

/** Input that broke its class-validator rules: each failing field with its first message. */
export function invalidInput(fields: FieldErrors): UserInputError {
  return new UserInputError(`Invalid input: ${Object.keys(fields).join(", ")}`, fields);
}

export class NotFoundError extends GraphQLError {
  constructor(kind: string, id: string) {
    super(`${kind} not found`, { extensions: { code: ErrorCode.NotFound, id } });
  }
}

/** Wrong credentials, an unknown user or a dead session: one message, so nothing reveals which. */
export class NotAuthorizedError extends GraphQLError {
  constructor(message = "Incorrect username or password.") {
    super(message, { extensions: { code: ErrorCode.NotAuthorized } });
  }
}

export class PasswordResetRequiredError extends GraphQLError {
  constructor() {
    super("Your temporary password has expired. Ask an administrator to reset your password.", {
      extensions: { code: ErrorCode.PasswordResetRequired },
    });
  }
}

export class InvalidPasswordError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: ErrorCode.InvalidPassword } });
  }
}

export class LimitExceededError extends GraphQLError {
  constructor() {
    super("Too many attempts. Please try again later.", { extensions: { code: ErrorCode.LimitExceeded } });
  }
}

export function fieldErrorsOf(errors: readonly ValidationError[], prefix = ""): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (first) fields[name] = first;
    if (error.children?.length) Object.assign(fields, fieldErrorsOf(error.children, name));
  }
  return fields;
}

/** Input arguments (`input`, `args`) wrap the real fields; clients want `title`, not `input.title`. */
function withoutArgumentPrefix(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name.replace(/^input\./, ""), message]));
}

/**
 * Errors we raised on purpose keep their message and code; anything else is masked, so no
 * stack trace, SQL or internal detail ever reaches a client. The caller logs masked errors.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof ArgumentValidationError) {
    const invalid = invalidInput(
      withoutArgumentPrefix(fieldErrorsOf(original.extensions.validationErrors as ValidationError[])),
    );
    return {
      message: invalid.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: invalid.extensions,
    };
  }
  if (original instanceof GraphQLError) {
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
  return !(original instanceof GraphQLError);
}
