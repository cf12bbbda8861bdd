import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import {
  AppError,
  ErrorCode,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
  UserInputError,
  isDatabaseUnavailable,
} from "../../kernel/errors";
import type { FieldErrors } from "../../kernel/errors";

/** A refusal by the HTTP layer itself (path, method, media type), shaped like body-parser's errors. */
export class HttpError extends Error {
  readonly expose = true;

  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The one mapping from the API's error codes to HTTP statuses. */
const STATUS_OF_CODE: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.BadUserInput]: 400,
  [ErrorCode.BadRequest]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.TwoFactorSetupRequired]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
};

/** body-parser's own messages name its internals; these say what the caller sent. */
const MESSAGE_OF_TYPE: Record<string, string> = {
  "entity.parse.failed": "Malformed JSON body",
  "entity.too.large": "Request body too large",
};

interface ErrorAnswer {
  status: number;
  body: { error: string; fields?: FieldErrors };
  headers?: Record<string, string>;
}

/** Errors we raised on purpose (the API's codes), client errors of the HTTP layer and an unreachable database; null for anything else. */
function answerFor(error: unknown): ErrorAnswer | null {
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { error: SERVICE_UNAVAILABLE_MESSAGE },
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    };
  }
  if (error instanceof AppError) {
    const status = STATUS_OF_CODE[error.code];
    if (!status) return null;
    if (error instanceof UserInputError) {
      return { status, body: { error: error.message, fields: error.fields } };
    }
    return {
      status,
      body: { error: error.message },
      headers: status === 401 ? { "WWW-Authenticate": "Bearer" } : undefined,
    };
  }
  const { status, type, expose, message, headers } = (error ?? {}) as {
    status?: unknown;
    type?: string;
    expose?: boolean;
    message?: string;
    headers?: Record<string, string>;
  };
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  const text =
    (type && MESSAGE_OF_TYPE[type]) ?? (expose && message ? message : (STATUS_CODES[status] ?? "Bad request"));
  return { status, body: { error: text }, headers };
}

/**
 * Every error outside GraphQL (the REST API's, body-parser's, a path Express cannot decode) is JSON
 * `{ error, fields? }`, never a stack trace; the unexpected is masked, and logged once, on the request's end line.
 */
export const jsonErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const answer = answerFor(error);
  if (!answer) {
    res.unexpectedError = error;
    res.status(500).json({ error: "Internal server error" });
    return;
  }
  res
    .status(answer.status)
    .set(answer.headers ?? {})
    .json(answer.body);
};
