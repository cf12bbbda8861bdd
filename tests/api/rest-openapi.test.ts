import { AREAS } from "../../server/src/app/areas";
import { buildAppSchema } from "../../server/src/app/schema";
import { restApi } from "../../server/src/http/rest/rest-api";
import { AuditService } from "../../server/src/modules/audit";
import { AuthService, requestContext } from "../../server/src/modules/auth";
import { PostgresAssetStore } from "../../server/src/modules/files";
import { MailService, logTransport } from "../../server/src/modules/mail";
import { PreviewService } from "../../server/src/modules/preview";
import { RevisionStore } from "../../server/src/modules/revisions";
import { SearchService } from "../../server/src/modules/search";
import { TrashService } from "../../server/src/modules/trash";
import { createLogger } from "../../server/src/logger";
import type { Json } from "../support/json";
import { rest, restKinds } from "../support/rest";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const UNKNOWN_ID = "00000000-0000-4000-8000-00000000cafe";

type Operation = { security?: unknown; requestBody?: unknown; responses: Record<string, unknown> };
type Paths = Record<string, Record<string, Operation>>;

/** `GET /news/{id}` for every method and path of a paths object. */
const operationsOf = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe("REST OpenAPI document", () => {
  let server: TestServer;
  let document: {
    openapi: string;
    servers: { url: string }[];
    paths: Paths;
    components: Record<string, Record<string, Json>>;
  };
  beforeAll(async () => {
    server = await startTestServer();
    document = (await rest(server, "GET", "/openapi.json")).body;
  });
  afterAll(() => server.close());

  it("is OpenAPI 3.1 served under the base path", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "/api" }]);
  });

  it("describes exactly the routes the Express router serves, so the two cannot drift", async () => {
    const { dataSource, clock, config } = server;
    const audit = new AuditService(dataSource, clock);
    const auth = new AuthService(dataSource, {
      tokens: server.tokens,
      hasher: server.hasher,
      clock,
      audit,
      maxFailuresPerAddress: config.signInMaxFailuresPerAddress,
    });
    const assets = new PostgresAssetStore(dataSource);
    const mail = new MailService(dataSource, { transport: logTransport(createLogger("silent")), from: "x@y.z", clock });
    const previews = new PreviewService(dataSource, server.tokens, clock, audit, []);
    const trash = new TrashService(clock);
    const revisions = new RevisionStore(dataSource, assets, audit, clock, config.school.timeZone);
    const needs = {
      dataSource,
      clock,
      school: config.school,
      publicUrl: config.publicUrl,
      webPushServices: config.webPushServices,
      jobsEnabled: false,
      assets,
      auth,
      passwordHasher: server.hasher,
      audit,
      mail,
      previews,
      trash,
      search: new SearchService(dataSource, clock),
      revisions,
    };
    const router = restApi({
      schema: await buildAppSchema(),
      routes: AREAS.flatMap((area) => area.start(needs).restRoutes),
      contextOf: (req, res) => requestContext(auth, req, res, { secureCookie: false }),
      basePath: "/api",
    });
    const served = router.stack.flatMap((layer) =>
      layer.route
        ? layer.route.stack
            .filter((handler) => handler.method)
            .map((handler) => `${handler.method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, "{$1}")}`)
        : [],
    );
    expect([...new Set(served)].sort()).toEqual(operationsOf(document.paths).sort());
  });

  it("covers every method and path of the original site's REST API", () => {
    const original = [
      "GET /news",
      "GET /news/{id}",
      "GET /events",
      "GET /events/{id}",
      "GET /announcements",
      "GET /announcements/{id}",
      "POST /events",
      "PUT /events/{id}",
      "DELETE /events/{id}",
      "POST /news",
      "PUT /news/{id}",
      "DELETE /news/{id}",
      "POST /announcements",
      "PUT /announcements/{id}",
      "DELETE /announcements/{id}",
      "GET /documents",
      "POST /documents",
      "DELETE /documents/{id}",
      "GET /gallery",
      "POST /gallery",
      "DELETE /gallery/{id}",
    ];
    expect(operationsOf(document.paths)).toEqual(expect.arrayContaining(original));
  });

  it("answers every documented operation from a real route (never the 404 of unknown paths, never 405)", async () => {
    for (const operation of operationsOf(document.paths)) {
      const [method, path] = operation.split(" ");
      const answer = await rest(server, method, path.replace("{id}", UNKNOWN_ID), {
        token: server.staffToken(),
        body: method === "POST" || method === "PUT" ? {} : undefined,
      });
      expect([operation, answer.status, answer.body?.error]).not.toEqual([operation, 404, "Not found"]);
      expect([operation, answer.status]).not.toEqual([operation, 405]);
    }
  });

  it("asks for the bearer token on every write and on nothing else", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const write = method !== "get";
        expect([method, path, operation.security]).toEqual([method, path, write ? [{ bearerAuth: [] }] : undefined]);
        if (write) expect(operation.responses).toHaveProperty("401");
      }
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("resolves every $ref", () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, section, name] of refs) expect(document.components[section]).toHaveProperty(name);
  });

  it("gives request bodies the GraphQL input's fields, files only as data URLs", () => {
    const news = document.components.schemas.NewsInput;
    expect(news.required).toEqual(["title", "excerpt", "content", "date", "category"]);
    expect(Object.keys(news.properties)).toEqual(expect.arrayContaining(["imageData", "removeImage"]));
    expect(news.properties).not.toHaveProperty("image");
    expect(document.components.schemas.DocumentInput.properties).not.toHaveProperty("file");
    expect(document.components.schemas.AnnouncementInput.properties.priority.enum).toEqual(["high", "medium", "low"]);
    const listParameters = (path: string) =>
      (document.paths[path].get as unknown as { parameters: { name: string }[] }).parameters.map((p) => p.name);
    expect(listParameters("/events")).toEqual([
      "first",
      "after",
      "search",
      "category",
      "timeframe",
      "from",
      "to",
      "includeUnpublished",
      "state",
    ]);
  });

  it.each(restKinds)("describes the keys $path really answers", async (kind) => {
    await rest(server, "POST", kind.path, { token: server.staffToken(), body: kind.input() });
    const [item] = (await rest(server, "GET", kind.path)).body;
    const operation = document.paths[kind.path].get.responses["200"] as {
      content: Record<string, { schema: { items: { $ref: string } } }>;
    };
    const name = operation.content["application/json"].schema.items.$ref.split("/").pop()!;
    const schema = document.components.schemas[name];
    expect(Object.keys(item).sort()).toEqual(Object.keys(schema.properties).sort());
    expect([...schema.required].sort()).toEqual(Object.keys(item).sort());
  });

  it.each(restKinds)("shows a body for a new item at $path that the API takes as it is", async (kind) => {
    const operation = document.paths[kind.path].post as unknown as {
      requestBody: { content: Record<string, { example: Record<string, unknown> }> };
    };
    const { example } = operation.requestBody.content["application/json"];
    expect(example).toEqual(kind.input());
    const created = await rest(server, "POST", kind.path, { token: server.staffToken(), body: example });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(example.title);
  });
});
