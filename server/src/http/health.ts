import type { RequestListener } from "node:http";
import { Router } from "express";
import type { DataSource } from "typeorm";
import { ErrorCode, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from "../kernel/errors";

export interface Readiness {
  shuttingDown: boolean;
}

/** `/health`: the process answers. `/ready`: it can serve, i.e. the database answers and is migrated. */
export function healthRoutes(dataSource: DataSource, readiness: Readiness): Router {
  const router = Router();
  router.get("/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/ready", async (_req, res) => {
    if (readiness.shuttingDown) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
    try {
      await dataSource.query("SELECT 1");
      const pending = await dataSource.showMigrations();
      if (pending) {
        res.status(503).json({ status: "migrations pending" });
        return;
      }
      res.json({ status: "ready" });
    } catch {
      res.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS)).json({ status: "database unavailable" });
    }
  });
  return router;
}

/** A browser's page while the site starts: the message, and a refresh once Retry-After has passed. */
const STARTING_PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
  `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Starting</title></head>` +
  `<body><p>${SERVICE_UNAVAILABLE_MESSAGE}</p></body></html>`;

const json = (value: object) => ({ type: "application/json; charset=utf-8", body: JSON.stringify(value) });

/** What a request is told while the site starts, in the form its caller reads: a load balancer, GraphQL, a browser, REST. */
function startingAnswer(path: string, accept: string): { type: string; body: string } {
  if (path === "/ready") return json({ status: "starting" });
  if (path === "/graphql") {
    return json({
      errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: ErrorCode.ServiceUnavailable } }],
    });
  }
  if (accept.includes("text/html")) return { type: "text/html; charset=utf-8", body: STARTING_PAGE };
  return json({ error: SERVICE_UNAVAILABLE_MESSAGE });
}

/**
 * What a process answers while it waits for its database to start: `/health` 200, since restarting it
 * would not bring the database sooner, and everything else (`/ready`, pages, the API) 503 with
 * Retry-After, which no cache keeps.
 */
export const unavailableWhileStarting: RequestListener = (req, res) => {
  const path = (req.url ?? "/").split("?")[0];
  const alive = path === "/health" && (req.method === "GET" || req.method === "HEAD");
  const { type, body } = alive ? json({ status: "ok" }) : startingAnswer(path, req.headers.accept ?? "");
  res.writeHead(alive ? 200 : 503, {
    "Content-Type": type,
    "Cache-Control": "no-store",
    ...(alive ? {} : { "Retry-After": String(RETRY_AFTER_SECONDS) }),
  });
  res.end(req.method === "HEAD" ? undefined : body);
};
