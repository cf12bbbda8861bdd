import type { ValidationError } from "class-validator";
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from "typeorm";

/** The codes the API answers errors with: GraphQL as `extensions.code`, REST mapped to HTTP statuses. */
export const ErrorCode = {
  BadUserInput: "BAD_USER_INPUT",
  /** The request cannot be run as sent (a subscription, a persisted query's wrong hash), whatever its arguments. */
  BadRequest: "BAD_REQUEST",
  NotFound: "NOT_FOUND",
  /** A save over a version someone else has saved since: the caller reloads and applies their change again. */
  Conflict: "CONFLICT",
  Unauthenticated: "UNAUTHENTICATED",
  /** Signed in, but the staff member's role does not allow it (an editor asking for an administrator's work). */
  Forbidden: "FORBIDDEN",
  /** Signed in, but the school requires a second factor the staff member has yet to set up: only that is allowed. */
  TwoFactorSetupRequired: "TWO_FACTOR_SETUP_REQUIRED",
  Internal: "INTERNAL_SERVER_ERROR",
  /** The database cannot be reached for now (restarting, failing over): the same request will work again shortly. */
  ServiceUnavailable: "SERVICE_UNAVAILABLE",
  // Sign-in codes keep the names of the hosted user pool we replaced: the client maps them to messages.
  NotAuthorized: "NotAuthorizedException",
  PasswordResetRequired: "PasswordResetRequiredException",
  InvalidPassword: "InvalidPasswordException",
  LimitExceeded: "LimitExceededException",
  CodeMismatch: "CodeMismatchException",
  ExpiredCode: "ExpiredCodeException",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Field name (dotted for nested inputs) to the first message that failed for it. */
export type FieldErrors = Record<string, string>;

/**
 * An error raised on purpose: its message is for the caller, its code says what went wrong and its
 * details travel beside the code. Anything that is not an AppError is unexpected: logged and masked.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UserInputError extends AppError {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(ErrorCode.BadUserInput, message, { fields });
  }
}

/** Input that broke its class-validator rules: each failing field with its first message. */
export function invalidInput(fields: FieldErrors): UserInputError {
  return new UserInputError(`Invalid input: ${Object.keys(fields).join(", ")}`, fields);
}

export class NotFoundError extends AppError {
  constructor(kind: string, id: string) {
    super(ErrorCode.NotFound, `${kind} not found`, { id });
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(ErrorCode.Conflict, message, details);
  }
}

/** The message TypeGraphQL's auth checker refuses with, so REST and GraphQL say the same. */
const SIGN_IN_REQUIRED = "Access denied! You need to be authenticated to perform this action!";

export class UnauthenticatedError extends AppError {
  constructor(message = SIGN_IN_REQUIRED) {
    super(ErrorCode.Unauthenticated, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "Only an administrator may do this.") {
    super(ErrorCode.Forbidden, message);
  }
}

export class TwoFactorSetupRequiredError extends AppError {
  constructor() {
    super(
      ErrorCode.TwoFactorSetupRequired,
      "Set up two-factor authentication to continue. The school requires it for every staff account.",
    );
  }
}

/** Wrong credentials, an unknown user or a dead session: one message, so nothing reveals which. */
export class NotAuthorizedError extends AppError {
  constructor(message = "Incorrect username or password.") {
    super(ErrorCode.NotAuthorized, message);
  }
}

export class PasswordResetRequiredError extends AppError {
  constructor() {
    super(
      ErrorCode.PasswordResetRequired,
      "Your temporary password has expired. Ask an administrator to reset your password.",
    );
  }
}

export class InvalidPasswordError extends AppError {
  constructor(message: string) {
    super(ErrorCode.InvalidPassword, message);
  }
}

export class LimitExceededError extends AppError {
  constructor() {
    super(ErrorCode.LimitExceeded, "Too many attempts. Please try again later.");
  }
}

/**
 * A recovery code that was right once and is used up, said to someone past the password step only: they
 * need to know to take another code, not to check their typing.
 */
export class UsedCodeError extends AppError {
  constructor(message: string) {
    super(ErrorCode.ExpiredCode, message);
  }
}

/** A wrong password-reset or two-factor code, or none was sent: one answer, so nothing reveals which. */
export class CodeMismatchError extends AppError {
  constructor(message = "Invalid verification code provided, please try again.") {
    super(ErrorCode.CodeMismatch, message);
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

/** What a caller is told while the database cannot be reached, and how many seconds to wait before asking again. */
export const SERVICE_UNAVAILABLE_MESSAGE = "The site is temporarily unavailable. Please try again in a moment.";
export const RETRY_AFTER_SECONDS = 5;

/** Node's socket errors and Postgres's SQLSTATEs that mean the database is out of reach, not that the request was wrong. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down, in recovery)
  "53300", // too_many_connections
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established/i;

/**
 * Whether `error` (or what it wraps: TypeORM's driverError, a cause) says the database is out of reach
 * right now: such a request is answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, message, driverError, cause, thrownValue } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
      thrownValue?: unknown;
    };
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true;
    // TypeORM releases a transaction's query runner when its connection fails between two statements
    // (a crash, a terminated backend): the next statement fails with one of these, and carries no code.
    if (
      current instanceof QueryRunnerAlreadyReleasedError ||
      current instanceof QueryRunnerProviderAlreadyReleasedError
    ) {
      return true;
    }
    if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
    // graphql-js wraps what is not an Error of its own realm (a socket error, under jest's VM) as thrownValue.
    current = driverError ?? cause ?? thrownValue;
  }
  return false;
}
