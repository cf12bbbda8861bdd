import "reflect-metadata";
import http from "node:http";
import compression from "compression";
import express from "express";
import type { Request, Response } from "express";
import type { DataSource } from "typeorm";
import type { Config } from "../config";
import { createApolloServer } from "../graphql/apollo";
import { graphqlHandler } from "../graphql/http-handler";
import { inSequence } from "../http/in-sequence";
import { parseQueryString } from "../http/query-string";
import { identityWhileUnavailable, shellIdentity } from "../graphql/shell-identity";
import { PublicQueryCache } from "../graphql/public-query-cache";
import { ChangeFeed, PUBLIC_CONTENT_CHANNEL } from "../db/change-feed";
import { clientRoutes } from "../http/client";
import { pageRenderer, staleIfError } from "../http/page-renderer";
import type { PageOperationRunner } from "../http/page-renderer";
import { corsPolicy } from "../http/cors";
import { healthRoutes } from "../http/health";
import type { Readiness } from "../http/health";
import { requestLogger } from "../http/request-log";
import { restApi } from "../http/rest/rest-api";
import { jsonErrorHandler } from "../http/rest/rest-errors";
import { securityHeaders } from "../http/security";
import { createMetrics } from "../http/metrics";
import { sitemapRoutes } from "../http/sitemap";
import { webAppManifestRoutes } from "../http/web-app-manifest";
import { startJobRunner } from "../jobs/job-runner";
import { systemClock } from "../kernel/clock";
import { PREVIEW_TOKEN_HEADER } from "../kernel/preview";
import type { Clock } from "../kernel/clock";
import { JSON_BODY_LIMIT } from "../kernel/rest-route";
import type { Logger } from "../logger";
import { actAs } from "../kernel/audit";
import { ItemVersionsResolver } from "../kernel/versions";
import { AuditService } from "../modules/audit";
import { AuthService, PasswordHasher, currentUserOf, requestContext } from "../modules/auth";
import { MailService, WAKE_MAIL_SENDER, logTransport, smtpTransport } from "../modules/mail";
import type { AuthContext, TokenService } from "../modules/auth";
import { DOCUMENT_MAX_BYTES, FILE_ROUTE_PREFIX, PostgresAssetStore, uploadGuard, uploadParser } from "../modules/files";
import { SearchService } from "../modules/search";
import { TrashService } from "../modules/trash";
import { PreviewService, noindexPreview } from "../modules/preview";
import { RevisionStore } from "../modules/revisions";
import { AREAS } from "./areas";
import { buildAppSchema } from "./schema";

/** Multipart limits: each file is checked again against its own kind's limit while it is read. */
const UPLOAD_LIMITS = { maxFiles: 5, maxFieldSize: 1024 * 1024, maxFileSize: DOCUMENT_MAX_BYTES };

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  logger: Logger;
  tokens: TokenService;
  /** Tests pass a clock they move and a cheaper hasher; production uses the real time and bcrypt cost 12. */
  clock?: Clock;
  passwordHasher?: PasswordHasher;
  /**
   * A server already answering (main's 503 while the database was away) and the listener answering there,
   * which the app replaces once it is ready; without it the app makes its own server.
   */
  listening?: { httpServer: http.Server; answering: http.RequestListener };
}

export interface App {
  httpServer: http.Server;
  readiness: Readiness;
  /** Stops taking requests, drains the in-flight ones (up to 10 s), then resolves. */
  stop(): Promise<void>;
}

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The site's HTTP server, without a handler yet. A client that trickles its headers or body is cut off (408)
 * instead of holding a connection for ever; the timeouts are checked every second rather than Node's 30. An
 * idle connection stays open longer than proxies and clients keep theirs (60 s at most), so they close it,
 * never we: a request sent on a connection just as we closed it would fail, and a write cannot be retried.
 */
export function createHttpServer(config: Config): http.Server {
  return http.createServer({
    requestTimeout: config.http.requestTimeoutMs,
    headersTimeout: config.http.headersTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: 1000,
  });
}

/** The composition root: starts every area over one set of shared services and mounts what they serve. */
export async function createApp({
  config,
  dataSource,
  logger,
  tokens,
  clock = systemClock,
  passwordHasher = new PasswordHasher(),
  listening,
}: AppDependencies): Promise<App> {
  const app = express();
  const httpServer = listening?.httpServer ?? createHttpServer(config);
  const readiness: Readiness = { shuttingDown: false };
  const audit = new AuditService(dataSource, clock);
  const auth = new AuthService(dataSource, {
    tokens,
    hasher: passwordHasher,
    clock,
    audit,
    maxFailuresPerAddress: config.signInMaxFailuresPerAddress,
  });
  const mail = new MailService(dataSource, {
    transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : logTransport(logger),
    from: config.mail.from,
    clock,
    wake: config.jobsEnabled ? (manager) => manager.query(WAKE_MAIL_SENDER).then(() => undefined) : undefined,
  });
  const assets = new PostgresAssetStore(dataSource);
  const trash = new TrashService(clock);
  const search = new SearchService(dataSource, clock);
  const previews = new PreviewService(
    dataSource,
    tokens,
    clock,
    audit,
    AREAS.flatMap((area) => area.kind?.preview ?? []),
  );
  const revisions = new RevisionStore(dataSource, assets, audit, clock, config.school.timeZone);
  const needs = {
    dataSource,
    clock,
    school: config.school,
    publicUrl: config.publicUrl,
    webPushServices: config.webPushServices,
    jobsEnabled: config.jobsEnabled,
    assets,
    auth,
    passwordHasher,
    audit,
    mail,
    previews,
    trash,
    search,
    revisions,
  };
  const areas = AREAS.map((area) => area.start(needs));
  for (const area of areas) {
    if (area.trash) trash.add(area.trash);
    if (area.search) search.add(area.search);
  }
  dataSource.subscribers.push(audit.subscriber(AREAS.flatMap((area) => area.audited)));
  /** A request's context, for whoever holds `previewToken` (a GraphQL or REST request's header, a page query's). */
  const contextFor = (req: Request, res: Response, previewToken: string | undefined, asPublic = false): AuthContext =>
    requestContext(auth, req, res, {
      secureCookie: config.env !== "development",
      preview: previews.grantFor(previewToken),
      asPublic,
    });
  const contextOf = (req: Request, res: Response): AuthContext => contextFor(req, res, req.get(PREVIEW_TOKEN_HEADER));

  const versioned = new Map(areas.flatMap(({ versions }) => (versions ? [[versions.typeName, versions.service]] : [])));
  const schema = await buildAppSchema({
    resolvers: [...areas.flatMap((area) => area.resolvers), new ItemVersionsResolver(versioned)],
  });
  const plannedChanges = areas.flatMap((area) => (area.nextPublicChange ? [area.nextPublicChange] : []));
  const publicQueries = new PublicQueryCache({
    ttlMs: config.publicQueryCacheTtlMs,
    maxBytes: config.publicQueryCacheMaxBytes,
    clock,
    nextPublicChange: async (now) => {
      const planned = (await Promise.all(plannedChanges.map((next) => next(now)))).filter((at) => at !== null);
      return planned.length > 0 ? new Date(Math.min(...planned.map((at) => at.getTime()))) : null;
    },
  });
  // This instance's own writes empty its caches at once; everyone's (other instances', the admin
  // command's) reach every instance through Postgres.
  dataSource.subscribers.push(publicQueries.subscriber());
  const tasks = areas.flatMap((area) => area.jobs);
  const jobs = config.jobsEnabled
    ? await startJobRunner({ connectionString: databaseUrlOf(dataSource), tasks, logger })
    : null;
  const changeFeed = new ChangeFeed({
    url: databaseUrlOf(dataSource),
    channel: PUBLIC_CONTENT_CHANNEL,
    onChange: (table) => {
      publicQueries.invalidate();
      for (const task of tasks) {
        if (!task.afterChangesTo || (table !== null && !task.afterChangesTo.includes(table))) continue;
        // Keyed by the task's name: a burst of changes queues it once, whichever instances heard them.
        jobs?.addJob(task.name, {}, { jobKey: task.name }).catch((error: unknown) => {
          logger.warn({ err: error, task: task.name }, "could not queue a job after a change");
        });
      }
    },
    logger,
  });
  await changeFeed.start();
  const cors = corsPolicy(config.corsOrigins);
  const metrics = createMetrics({ dataSource, cacheLookups: () => publicQueries.lookups });
  const apollo = createApolloServer({
    schema,
    httpServer,
    introspection: config.introspection,
    mutationScope: (context, run) => {
      const { currentUser, clientAddress } = context as AuthContext;
      return actAs({ actor: actorOf(currentUser), clientAddress }, run);
    },
    plugins: [metrics.apolloPlugin()],
  });
  await apollo.start();

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("query parser", parseQueryString);
  // Parents pay for every byte: scripts, pages and JSON go gzip/brotli-compressed (images and PDFs already are).
  const compress = compression();
  // What every request goes through, as one layer.
  app.use(
    inSequence(
      requestLogger(logger),
      metrics.middleware(),
      securityHeaders({ hsts: config.env !== "development" }),
      // A client that takes no encoding (a load balancer's probe, an integrator's script) skips the wrapping of
      // every write; caches still learn that the answer depends on the header.
      (req, res, next) => {
        if (req.headers["accept-encoding"]) {
          compress(req, res, next);
          return;
        }
        res.vary("Accept-Encoding");
        next();
      },
    ),
  );
  // First of the routes: the API's busiest path passes no other route's matching (the areas' routers cost ~5 % of
  // its CPU), so what an area's routes would do to it is done here.
  app.use(
    "/graphql",
    inSequence(
      cors,
      noindexPreview,
      uploadGuard(async (authorization) => (await auth.currentUserFor(authorization)()) !== null),
      uploadParser(UPLOAD_LIMITS),
      express.json({ limit: JSON_BODY_LIMIT }),
      publicQueries.middleware(),
      graphqlHandler(apollo, (req, res) => Promise.resolve(contextOf(req, res))),
    ),
  );
  // Everything any other request does (down to a database subscriber) knows who asked and from where: the audit
  // log's "who". GraphQL's writes are all mutations, each run in such a scope by the executor (mutationScope).
  app.use((req, res, next) => {
    const currentUser = currentUserOf(auth, req);
    const acting = { actor: actorOf(currentUser), clientAddress: req.ip ?? req.socket.remoteAddress ?? null };
    void actAs(
      acting,
      () =>
        new Promise<void>((ended) => {
          res.once("close", () => ended());
          next();
        }),
    );
  });
  app.use(healthRoutes(dataSource, readiness));
  app.use(metrics.routes(config.metricsToken));
  for (const area of areas) if (area.httpRoutes) app.use(area.httpRoutes);
  app.use(
    config.apiBasePath,
    cors,
    restApi({ schema, routes: areas.flatMap((area) => area.restRoutes), contextOf, basePath: config.apiBasePath }),
  );
  const identity = shellIdentity(schema, publicQueries);
  app.use(webAppManifestRoutes(identity, config.school.name));
  app.use(
    sitemapRoutes(
      config.publicUrl,
      areas.flatMap((area) => (area.sitemap ? [area.sitemap] : [])),
    ),
  );
  // A page's queries run through the same Apollo server as /graphql's, as the public (or a preview link's
  // holder), whatever sign-in the request carries: the page is kept and shared.
  const runPageOperation: PageOperationRunner = async (req, res, { query, variables, operationName, headers }) => {
    const contextValue = contextFor(req, res, headerOf(headers, PREVIEW_TOKEN_HEADER), true);
    const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue });
    if (response.body.kind !== "single") throw new Error(`${operationName ?? "a query"} answered incrementally`);
    return response.body.singleResult;
  };
  app.use(
    clientRoutes(
      config.clientDistDir,
      ["/graphql", config.apiBasePath, FILE_ROUTE_PREFIX, "/health", "/ready", "/metrics"],
      identity,
      {
        render: pageRenderer({
          entryFile: config.clientServerEntry,
          publicUrl: config.publicUrl,
          runOperation: identityWhileUnavailable(runPageOperation, identity),
        }),
        // Kept with the public query cache's answers, and emptied by the same writes; the last good one
        // of each is shown while the database is out of reach.
        cache: staleIfError((key, render) => publicQueries.page(key, render), config.publicQueryCacheMaxBytes),
        maintenance: config.maintenanceMode,
      },
    ),
  );
  app.use((_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  app.use(jsonErrorHandler);
  httpServer.on("request", app);
  if (listening) httpServer.off("request", listening.answering);

  return {
    httpServer,
    readiness,
    async stop() {
      readiness.shuttingDown = true;
      await jobs?.stop();
      await apollo.stop();
      await changeFeed.stop();
    },
  };
}

/** The audit log's "who" of a request: the signed-in staff member's e-mail address, if any. */
function actorOf(currentUser: AuthContext["currentUser"]): () => Promise<string | null> {
  return async () => (await currentUser())?.email ?? null;
}

function databaseUrlOf(dataSource: DataSource): string {
  const { url } = dataSource.options as { url?: string };
  if (!url) throw new Error("the data source has no URL to open the change feed's connection with");
  return url;
}

/** A header of a page's query by its name, in whatever case the client wrote it. */
function headerOf(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}
