import { Router } from "express";
import type { Request, RequestHandler, Response } from "express";
import type { GraphQLSchema } from "graphql";
import { announcementRoutes } from "../../modules/announcements";
import { documentRoutes } from "../../modules/documents";
import { eventRoutes } from "../../modules/events";
import { galleryRoutes } from "../../modules/gallery";
import { newsRoutes } from "../../modules/news";
import type { Services } from "../../services";
import { jsonBody } from "./json-body";
import { openApiDocument } from "./openapi";
import { argsReader, inputReader } from "./read-input";
import { requireStaff } from "./require-staff";
import { HttpError, restErrorHandler } from "./rest-errors";
import type { HttpMethod, RestReply, RestRoute } from "./rest-route";

/** Every REST path of the original site (spec section 7), in the order the OpenAPI document lists them. */
const CONTENT_ROUTES: RestRoute[] = [
  ...newsRoutes,
  ...eventRoutes,
  ...announcementRoutes,
  ...documentRoutes,
  ...galleryRoutes,
];

const OPENAPI_PATH = "/openapi.json";

function openApiRoute(document: () => object): RestRoute {
  return {
    method: "get",
    path: OPENAPI_PATH,
    operationId: "getOpenApiDocument",
    summary: "This document",
    tag: "API",
    auth: false,
    success: {
      status: 200,
      schema: { name: "OpenApiDocument", schema: { type: "object", description: "OpenAPI 3.1" } },
    },
    handle: async () => ({ status: 200, body: document() }),
  };
}

export interface RestApiOptions {
  schema: GraphQLSchema;
  services: Services;
  /** Where the router is mounted, for the OpenAPI document's server URL. */
  basePath: string;
}

/** The REST shim: each route of the list, 405 for other methods on its path, JSON 404 for any other path. */
export function restApi({ schema, services, basePath }: RestApiOptions): Router {
  const routes = [...CONTENT_ROUTES, openApiRoute(() => document)];
  const document = openApiDocument(routes, schema, basePath);
  const staffOnly = requireStaff(services.auth);
  const router = Router();
  // Answers change with every edit, and staff see more than the public: no cache keeps one.
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  for (const [path, group] of groupByPath(routes)) {
    const route = router.route(path.replace(/\{(\w+)\}/g, ":$1"));
    for (const entry of group) {
      const guards = [...(entry.auth ? [staffOnly] : []), ...(entry.body ? [jsonBody(entry.body.limit)] : [])];
      route[entry.method](...guards, handlerFor(entry, schema, services));
    }
    route.all(methodNotAllowed(group.map((entry) => entry.method)));
  }
  router.use((_req, _res, next) => next(new HttpError(404, "Not found")));
  router.use(restErrorHandler);
  return router;
}

function groupByPath(routes: RestRoute[]): Map<string, RestRoute[]> {
  const groups = new Map<string, RestRoute[]>();
  for (const route of routes) groups.set(route.path, [...(groups.get(route.path) ?? []), route]);
  return groups;
}

function handlerFor(route: RestRoute, schema: GraphQLSchema, services: Services): RequestHandler {
  const readArgs = route.query && argsReader(schema, route.query);
  const readInput = route.body && inputReader(schema, route.body.input);
  return async (req, res) => {
    const reply = await route.handle({
      id: typeof req.params.id === "string" ? req.params.id : "",
      args: readArgs ? await readArgs(req.query) : {},
      input: readInput ? await readInput(req.body) : {},
      context: { services, currentUser: services.auth.currentUserFor(req.headers.authorization) },
    });
    send(req, res, reply);
  };
}

function send(req: Request, res: Response, reply: RestReply): void {
  switch (reply.status) {
    case 200:
      if (reply.next) res.setHeader("Link", `<${pageUrl(req, reply.next)}>; rel="next"`);
      res.status(200).json(reply.body);
      return;
    case 201:
      res.status(201).location(`${req.baseUrl}${reply.location}`).json(reply.body);
      return;
    case 204:
      res.status(204).end();
  }
}

/** The same list with the same parameters, from `after`. */
function pageUrl(req: Request, after: string): string {
  const url = new URL(req.originalUrl, "http://localhost");
  url.searchParams.set("after", after);
  return `${url.pathname}${url.search}`;
}

function methodNotAllowed(methods: HttpMethod[]): RequestHandler {
  const allowed = methods.map((method) => method.toUpperCase());
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  return (req, res, next) => {
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", allow);
      res.status(204).end();
      return;
    }
    next(new HttpError(405, "Method not allowed", { Allow: allow }));
  };
}
