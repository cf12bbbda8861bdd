import { Router } from "express";
import type { Request, RequestHandler, Response } from "express";
import type { GraphQLSchema } from "graphql";
import type { RequestContext } from "../../kernel/request-context";
import type { HttpMethod, RestReply, RestRoute } from "../../kernel/rest-route";
import { unsafeInputProblem } from "../../kernel/unsafe-input";
import { resolveShape } from "./answer-shape";
import type { ServedRoute } from "./answer-shape";
import { jsonBody } from "./json-body";
import { openApiDocument } from "./openapi";
import { argsReader, inputReader } from "./read-input";
import { requireStaff } from "./require-staff";
import { HttpError, jsonErrorHandler } from "./rest-errors";

const OPENAPI_PATH = "/openapi.json";

function openApiRoute(document: () => object): ServedRoute {
  return {
    method: "get",
    path: OPENAPI_PATH,
    operationId: "getOpenApiDocument",
    summary: "This document",
    tag: "API",
    auth: false,
    success: { status: 200 },
    answer: { name: "OpenApiDocument", schema: { type: "object", description: "OpenAPI 3.1" }, of: (body) => body },
    handle: () => Promise.resolve({ status: 200, body: document() }),
  };
}

export interface RestApiOptions {
  schema: GraphQLSchema;
  /** The areas' REST paths of the original site, in the order the OpenAPI document lists them. */
  routes: RestRoute[];
  /** What a route knows of its caller: the same as a resolver's context. */
  contextOf: (req: Request, res: Response) => RequestContext;
  /** Where the router is mounted, for the OpenAPI document's server URL. */
  basePath: string;
}

/** The REST shim: each route of the list, 405 for other methods on its path, JSON 404 for any other path. */
export function restApi({ schema, routes, contextOf, basePath }: RestApiOptions): Router {
  const served: ServedRoute[] = [
    ...routes.map((route) => ({ ...route, answer: route.success.shape && resolveShape(schema, route.success.shape) })),
    openApiRoute(() => document),
  ];
  const document = openApiDocument(served, schema, basePath);
  const staffOnly = requireStaff(contextOf);
  const router = Router();
  // Answers change with every edit, and staff see more than the public: no cache keeps one.
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  for (const [path, group] of groupByPath(served)) {
    const route = router.route(path.replace(/\{(\w+)\}/g, ":$1"));
    for (const entry of group) {
      const guards = [...(entry.auth ? [staffOnly] : []), ...(entry.body ? [jsonBody(entry.body.limit)] : [])];
      route[entry.method](...guards, handlerFor(entry, schema, contextOf));
    }
    route.all(methodNotAllowed(group.map((entry) => entry.method)));
  }
  router.use((_req, _res, next) => next(new HttpError(404, "Not found")));
  router.use(jsonErrorHandler);
  return router;
}

function groupByPath(routes: ServedRoute[]): Map<string, ServedRoute[]> {
  const groups = new Map<string, ServedRoute[]>();
  for (const route of routes) groups.set(route.path, [...(groups.get(route.path) ?? []), route]);
  return groups;
}

function handlerFor(route: ServedRoute, schema: GraphQLSchema, contextOf: RestApiOptions["contextOf"]): RequestHandler {
  const readArgs = route.query && argsReader(schema, route.query);
  const readInput = route.body && inputReader(schema, route.body.input);
  return async (req, res) => {
    const problem = unsafeInputProblem(req.query) ?? unsafeInputProblem(req.body);
    if (problem) throw new HttpError(400, problem);
    const reply = await route.handle({
      id: typeof req.params.id === "string" ? req.params.id : "",
      args: readArgs ? await readArgs(req.query) : {},
      input: readInput ? await readInput(req.body) : {},
      context: contextOf(req, res),
    });
    send(req, res, answered(route, reply));
  };
}

/** The reply with its items mapped to the route's answer shape. */
function answered(route: ServedRoute, reply: RestReply): RestReply {
  const { answer } = route;
  if (reply.status === 204 || !answer) return reply;
  const body = route.success.list ? (reply.body as object[]).map(answer.of) : answer.of(reply.body as object);
  return { ...reply, body };
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
