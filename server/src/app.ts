import "reflect-metadata";
import { randomUUID } from "node:crypto";
import http from "node:http";
import { expressMiddleware } from "@as-integrations/express5";
import compression from "compression";
import cookieParser from "cookie-parser";
import express from "express";
import { graphqlUploadExpress } from "graphql-upload-ts";
import type { ErrorRequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { DataSource } from "typeorm";
import { systemClock } from "./common/clock";
import type { Clock } from "./common/clock";
import type { Config } from "./config";
import { createApolloServer } from "./graphql/apollo";
import type { Context } from "./graphql/context";
import { PublicQueryCache } from "./graphql/public-query-cache";
import { buildAppSchema } from "./graphql/schema";
import { clientRoutes } from "./http/client";
import { corsPolicy } from "./http/cors";
import { healthRoutes } from "./http/health";
import type { Readiness } from "./http/health";
import { restApi } from "./http/rest/rest-api";
import { securityHeaders } from "./http/security";
import { siteFeedRoutes } from "./http/site-feeds";
import type { Logger } from "./logger";
import { PasswordHasher, refreshCookie } from "./modules/auth";
import { DOCUMENT_MAX_BYTES, fileRoutes, uploadGuard } from "./modules/files";
import type { TokenService } from "./modules/auth";
import { createServices } from "./services";

export const JSON_BODY_LIMIT = "100kb";
const PUBLIC_QUERY_CACHE_ENTRIES = 1000;
/** Multipart limits: each file is checked again against its own kind's limit while it is read. */
const UPLOAD_LIMITS = { maxFiles: 5, maxFieldSize: 1024 * 1024, maxFileSize: DOCUMENT_MAX_BYTES };
const REQUEST_ID = /^[\w.-]{1,100}$/;

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  tokens: TokenService;
  /** Tests pass a clock they move and a cheaper hasher; production uses the real time and bcrypt cost 12. */
  clock?: Clock;
  passwordHasher?: PasswordHasher;
}

export interface App {
  httpServer: http.Server;
  readiness: Readiness;
  /** Stops taking requests, drains the in-flight ones (up to 10 s), then resolves. */
  stop(): Promise<void>;
}

export async function createApp({
  config,
  dataSource,
  logger,
  tokens,
  clock = systemClock,
  passwordHasher = new PasswordHasher(),
}: AppDependencies): Promise<App> {
  const app = express();
  const httpServer = http.createServer(app);
  const readiness: Readiness = { shuttingDown: false };
  const services = createServices(dataSource, config.school.timeZone, {
    tokens,
    hasher: passwordHasher,
    clock,
    maxFailuresPerAddress: config.signInMaxFailuresPerAddress,
  });

  const schema = await buildAppSchema();
  const publicQueries = new PublicQueryCache({
    ttlMs: config.publicQueryCacheTtlMs,
    maxEntries: PUBLIC_QUERY_CACHE_ENTRIES,
  });
  dataSource.subscribers.push(publicQueries.subscriber());
  const cors = corsPolicy(config.corsOrigins);
  const apollo = createApolloServer({
    schema,
    httpServer,
    introspection: config.introspection,
  });
  await apollo.start();

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
      // Method, path and status are what an operator needs; headers would log tokens and cookies.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(securityHeaders({ hsts: config.env !== "development" }));
  // Parents pay for every byte: scripts, pages and JSON go gzip/brotli-compressed (images and PDFs already are).
  app.use(compression());
  app.use(healthRoutes(dataSource, readiness));
  app.use(fileRoutes(services.assets, dataSource));
  app.use(
    "/graphql",
    cors,
    cookieParser(),
    uploadGuard(async (authorization) => (await services.auth.currentUserFor(authorization)()) !== null),
    graphqlUploadExpress(UPLOAD_LIMITS),
    express.json({ limit: JSON_BODY_LIMIT }),
    publicQueries.middleware(),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<Context> => ({
        currentUser: services.auth.currentUserFor(req.headers.authorization),
        refreshCookie: refreshCookie(req, res, { secure: config.env !== "development" }),
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        services,
        logger: req.log,
        school: config.school,
      }),
    }),
  );
  app.use(config.apiBasePath, cors, restApi({ schema, services, basePath: config.apiBasePath }));
  app.use(siteFeedRoutes(services, config.school));
  app.use(
    clientRoutes(config.clientDistDir, ["/graphql", config.apiBasePath, "/files", "/health", "/ready"], config.school),
  );
  app.use((_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  app.use(errorHandler);

  return {
    httpServer,
    readiness,
    async stop() {
      readiness.shuttingDown = true;
      await apollo.stop();
    },
  };
}

/** Body-parser and other middleware errors: their status and a plain message, never a stack trace. */
const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = Number(error?.status ?? error?.statusCode ?? 500);
  if (status >= 500) req.log.error({ err: error }, "request failed");
  const message =
    status === 413
      ? "Request body too large"
      : status < 500 && error?.expose
        ? String(error.message)
        : "Internal server error";
  res.status(status).json({ error: message });
};
