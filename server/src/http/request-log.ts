import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "../logger";

declare module "http" {
  interface IncomingMessage {
    /** The request's id: the caller's X-Request-Id when well formed, else a new UUID; sent back in X-Request-Id. */
    id: string;
    /** The logger whose lines carry this request's id, method and path. */
    log: Logger;
  }
  interface ServerResponse {
    /** What made the answer a masked 500, logged with the request's end line rather than on a line of its own. */
    unexpectedError?: unknown;
  }
}

const REQUEST_ID = /^[\w.-]{1,100}$/;

/**
 * Gives every request its id and a logger bound to it, and logs one line when it ends (error level for a 5xx)
 * with the status, the time taken and the unexpected error that failed it, if one did. The bound logger is
 * made only when something logs: making it for every request (as pino-http does) was a few percent of a
 * public list's CPU, for a line that production's `warn` level then drops.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", id);
    req.id = id;
    let bound: Logger | undefined;
    Object.defineProperty(req, "log", {
      configurable: true,
      get: () => (bound ??= logger.child({ req: { id, method: req.method, url: req.originalUrl } })),
    });
    const started = performance.now();
    const ended = () => {
      res.off("finish", ended);
      res.off("close", ended);
      const completed = res.writableFinished;
      const level = res.statusCode >= 500 ? "error" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const { unexpectedError } = res;
      req.log[level](
        {
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          ...(unexpectedError === undefined ? {} : { err: unexpectedError }),
        },
        completed ? (unexpectedError === undefined ? "request completed" : "request failed") : "request aborted",
      );
    };
    res.on("finish", ended);
    res.on("close", ended);
    next();
  };
}
