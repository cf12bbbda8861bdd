import { timingSafeEqual } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import { Router } from "express";
import type { Request, RequestHandler } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { DataSource } from "typeorm";
import type { RequestContext } from "../kernel/request-context";

/** What the metrics read from the rest of the server when Prometheus asks. */
interface MetricsSources {
  dataSource: DataSource;
  /** The public cache's lookups since start. */
  cacheLookups: () => { hits: number; misses: number };
}

/** Operation names become labels: only well-formed ones, and only so many, so a caller cannot flood the series. */
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATION_NAMES = 200;

/** Seconds: a cached answer takes a few milliseconds, a slow page a second or more. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** pg's pool, as TypeORM's Postgres driver holds it. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Prometheus metrics (prom-client): requests and their durations by route, GraphQL operations by
 * name and errors by code, the database pool, the public cache, the job queue and the outboxes.
 */
export function createMetrics({ dataSource, cacheLookups }: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const operations = new Histogram({
    name: "graphql_operation_duration_seconds",
    help: "Time to answer a GraphQL operation, by operation name.",
    labelNames: ["operation"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: "graphql_errors_total",
    help: "Errors in GraphQL answers, by code.",
    labelNames: ["code"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections: total open, idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const counts = (dataSource.driver as unknown as { master?: PoolCounts }).master;
      if (!counts) return;
      this.set({ state: "total" }, counts.totalCount);
      this.set({ state: "idle" }, counts.idleCount);
      this.set({ state: "waiting" }, counts.waitingCount);
    },
  });
  new Gauge({
    name: "public_cache_lookups",
    help: "Lookups in the public query and page cache since start, by result (hit or miss).",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = cacheLookups();
      this.set({ result: "hit" }, hits);
      this.set({ result: "miss" }, misses);
    },
  });
  new Gauge({
    name: "public_cache_hit_ratio",
    help: "Share of public cache lookups answered from the cache since start.",
    registers: [registry],
    collect() {
      const { hits, misses } = cacheLookups();
      this.set(hits + misses === 0 ? 0 : hits / (hits + misses));
    },
  });
  new Gauge({
    name: "job_queue_depth",
    help: "Background jobs waiting or running (graphile-worker).",
    registers: [registry],
    async collect() {
      const [row] = await dataSource
        .query<{ n: number }[]>("SELECT count(*)::int AS n FROM graphile_worker.jobs")
        .catch(() => [{ n: 0 }]);
      this.set(row.n);
    },
  });
  new Gauge({
    name: "outbox_backlog",
    help: "Messages waiting to be sent, by outbox: e-mail (mail) and Web Push notifications (push).",
    labelNames: ["outbox"] as const,
    registers: [registry],
    async collect() {
      const rows = await dataSource.query<{ outbox: string; n: number }[]>(
        `SELECT 'mail' AS outbox, count(*)::int AS n FROM mail_outbox WHERE status = 'queued'
         UNION ALL SELECT 'push', count(*)::int FROM push_outbox WHERE status = 'queued'`,
      );
      for (const row of rows) this.set({ outbox: row.outbox }, row.n);
    },
  });

  const operationNames = new Set<string>();
  const operationLabel = (name: string | null | undefined): string => {
    if (!name) return "anonymous";
    if (!OPERATION_NAME.test(name)) return "other";
    if (!operationNames.has(name) && operationNames.size >= MAX_OPERATION_NAMES) return "other";
    operationNames.add(name);
    return name;
  };

  return {
    /** Times and counts every request by its route pattern (not its address: ids would flood the series). */
    middleware(): RequestHandler {
      return (req, res, next) => {
        const end = durations.startTimer();
        res.on("finish", () => {
          const route = routeOf(req);
          end({ route, method: req.method });
          requests.inc({ route, method: req.method, status: String(res.statusCode) });
        });
        next();
      };
    },

    /** Counts GraphQL operations by name and their errors by code. */
    apolloPlugin(): ApolloServerPlugin<RequestContext> {
      return {
        requestDidStart() {
          const end = operations.startTimer();
          return Promise.resolve({
            willSendResponse({ response, operationName }) {
              end({ operation: operationLabel(operationName) });
              const answered = response.body.kind === "single" ? response.body.singleResult.errors : undefined;
              for (const error of answered ?? []) {
                const code = error.extensions?.code;
                errors.inc({ code: typeof code === "string" ? code.slice(0, 64) : "UNKNOWN" });
              }
              return Promise.resolve();
            },
          });
        },
      };
    },

    /** `GET /metrics` for a bearer of `token`; without a token configured there is no such page. */
    routes(token: string | undefined): Router {
      const router = Router();
      router.get("/metrics", async (req, res) => {
        if (!token) {
          res.status(404).json({ error: "Not found" });
          return;
        }
        if (!bearerMatches(req.get("authorization"), token)) {
          res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "Unauthorized" });
          return;
        }
        res
          .type(registry.contentType)
          .set("Cache-Control", "no-store")
          .send(await registry.metrics());
      });
      return router;
    },
  };
}

function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The route a request matched, as a pattern (`/api/news/:id`); the kind of address when no route matched. */
function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === "string") return `${req.baseUrl}${pattern}`;
  const path = req.originalUrl.split("?")[0];
  if (path === "/graphql") return "/graphql";
  for (const prefix of ["/files/", "/assets/", "/admin"]) if (path.startsWith(prefix)) return prefix.replace(/\/$/, "");
  return "page";
}
