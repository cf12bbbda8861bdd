import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from "graphql";
import type { GraphQLField, GraphQLInputType, GraphQLObjectType } from "graphql";
import pino from "pino";
import { dataUrl, pdf } from "../support/files";
import { create, eventInput, newsInput } from "../support/fixtures";
import { GRAPHQL_RESPONSE_ACCEPT, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/** The seed of every choice below: a failure names its request, and the same run sends it again. */
const SEED = 45;
/** Requests per GraphQL field and caller, and per REST operation and caller: bounded, so the run stays in seconds. */
const TRIES_PER_FIELD = 3;
const TRIES_PER_ROUTE = 4;
/** Requests per path of the site outside the API (pages, feeds, files, the unsubscribe link) and caller. */
const TRIES_PER_SITE_PATH = 3;
/** Requests in flight at once: enough to keep the server busy, few enough for a shared 2-core machine. */
const IN_FLIGHT = 4;
/** Mutations that end the caller's own session or put every staff request behind a second factor: sent last. */
const LAST_MUTATIONS = new Set(["signOut", "updateSecuritySettings"]);

/** mulberry32: a tiny seeded generator, so every run sends the same requests. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick, chance: (probability: number) => next() < probability };
}
type Random = ReturnType<typeof seededRandom>;

/** `{"a":{"a":…}}`, `levels` deep. */
const nested = (levels: number): unknown => (levels === 0 ? "leaf" : { a: nested(levels - 1) });

const HOSTILE_TEXT = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\ud83d",
  "A".repeat(100_000),
  "' OR 1=1 --",
  "<img src=x onerror=alert(1)>",
  "../../etc/passwd",
  "%00",
  "",
  " ",
  "\u202e\u200b",
  "-1",
  "9".repeat(400),
  "2025-02-30",
  "00000000-0000-4000-8000-000000000000",
  "__proto__",
  "a@b",
  "😀".repeat(50),
];
const WRONG_TYPES: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 53,
  1e308,
  -0.5,
  [],
  {},
  [[[]]],
  { constructor: { prototype: 1 } },
  nested(40),
  nested(5),
  Array.from({ length: 2000 }, () => "x"),
];
const PLAIN_TEXT = ["Sports day", "parent@example.com", "2026-11-20", "10:00 AM", "https://example.com/x"];

/** A value for `type`: now shaped as the type asks with hostile leaves, now plausible, now of a wrong type. */
function valueFor(type: GraphQLInputType, random: Random, depth = 0): unknown {
  if (random.chance(0.15) || depth > 6) return random.pick([...WRONG_TYPES, ...HOSTILE_TEXT]);
  if (isNonNullType(type)) return random.chance(0.05) ? null : valueFor(type.ofType, random, depth);
  if (isListType(type)) {
    const length = random.pick([0, 1, 2, 3]);
    return Array.from({ length }, () => valueFor(type.ofType, random, depth + 1));
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (random.chance(0.9)) value[field.name] = valueFor(field.type, random, depth + 1);
    }
    if (random.chance(0.1)) value[random.pick(["unknown", "__proto__", "id", "\u0000"])] = random.pick(HOSTILE_TEXT);
    return value;
  }
  if (isEnumType(type)) {
    return random.chance(0.7) ? random.pick(type.getValues()).name : random.pick(HOSTILE_TEXT);
  }
  switch (type.name) {
    case "Int":
      return random.pick([0, 1, -1, 20, 2147483647, 2147483648, 1.5, "1"]);
    case "Float":
      return random.pick([0, 0.1, -1e308, 1e308, "1.5"]);
    case "Boolean":
      return random.pick([true, false, "true", 1]);
    case "DateTimeISO":
      return random.pick(["2026-11-20T10:00:00Z", "2026-13-45T99:00:00Z", "yesterday", 0]);
    default:
      return random.chance(0.3) ? random.pick(PLAIN_TEXT) : random.pick(HOSTILE_TEXT);
  }
}

const ODD_OPERATION_NAMES = ["Fuzz", "a", "query", "__typename", "_".repeat(300), "Ünïcode"];

interface Case {
  /** What was sent, as a person reading a failure needs it. */
  name: string;
  send(): Promise<{ status: number; text: string }>;
}

/** What only an internal error's message or stack trace says, never an answer meant for a caller. */
const INTERNAL_DETAIL =
  /invalid byte sequence|Cannot read propert|is not a function|URIError|QueryFailedError|node_modules|\n\s+at \S+ \(/;

/** Whether an answer is a server fault: a 5xx, a GraphQL error coded as internal, or an internal message. */
function fault(answer: { status: number; text: string }): boolean {
  return answer.status >= 500 || answer.text.includes('"INTERNAL_SERVER_ERROR"') || INTERNAL_DETAIL.test(answer.text);
}

const shorten = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}…` : text);

function graphqlCases(server: TestServer, random: Random, callers: [string, string | undefined][]): Case[] {
  const schema = buildSchema(fs.readFileSync(path.join(__dirname, "../../schema.graphql"), "utf8"));
  const roots: ["query" | "mutation", GraphQLObjectType][] = [
    ["query", schema.getQueryType()!],
    ["mutation", schema.getMutationType()!],
  ];
  const fields = roots.flatMap(([kind, root]) =>
    Object.values(root.getFields()).map((field): [typeof kind, GraphQLField<unknown, unknown>] => [kind, field]),
  );
  fields.sort(([, a], [, b]) => Number(LAST_MUTATIONS.has(a.name)) - Number(LAST_MUTATIONS.has(b.name)));
  const cases: Case[] = [];
  for (const [callerName, token] of callers) {
    for (const [kind, field] of fields) {
      for (let attempt = 0; attempt < TRIES_PER_FIELD; attempt++) {
        const operationName = random.pick(ODD_OPERATION_NAMES);
        const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
        const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
        const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
        const call = `${field.name}${args ? `(${args})` : ""}${selection}`;
        let query = `${kind} ${operationName}${definitions ? `(${definitions})` : ""} { ${call} }`;
        if (random.chance(0.1)) query += ` ${kind} Second { __typename }`;
        const variables = Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, random)]));
        const body: Record<string, unknown> = { query, variables };
        if (random.chance(0.2)) body.operationName = random.pick([operationName, "Other", "", null, 7]);
        const contentType = random.chance(0.85)
          ? "application/json"
          : random.pick([
              "text/plain",
              "application/x-www-form-urlencoded",
              "multipart/form-data",
              "application/graphql",
            ]);
        const text = JSON.stringify(body);
        cases.push({
          name: `${callerName} POST /graphql (${contentType}) ${shorten(text)}`,
          async send() {
            const response = await fetch(`${server.url}/graphql`, {
              method: "POST",
              headers: {
                "content-type": contentType,
                accept: GRAPHQL_RESPONSE_ACCEPT,
                "apollo-require-preflight": "true",
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              body: text,
            });
            return { status: response.status, text: await response.text() };
          },
        });
      }
    }
  }
  return cases;
}

interface OpenApiOperation {
  parameters?: { name: string; in: "path" | "query" }[];
  requestBody?: { content: { "application/json": { schema: { $ref: string } } } };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

const HOSTILE_PATH_SEGMENTS = [
  "%00",
  "%ED%A0%80",
  "%F0%9F%98%80",
  "a".repeat(2000),
  "..%2F..%2Fetc",
  "00000000-0000-4000-8000-000000000000",
  "-1",
  "%27",
  "%",
];
const HOSTILE_QUERY_VALUES = ["%00", "%ED%A0%80", "a".repeat(5000), "%", "1e400", "-1", "true", "%5B%5D"];
const BROKEN_BODIES: [string, string][] = [
  ["application/json", '{"title":'],
  ["application/json", "[1,2,3]"],
  ["application/json", '"text"'],
  ["application/json", `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`],
  ["text/plain", "title=x"],
  ["application/x-www-form-urlencoded", "title=x&title=y"],
  ["multipart/form-data", "--x\r\n"],
  ["application/json; charset=utf-16", '{"title":"x"}'],
];

async function restCases(server: TestServer, random: Random, callers: [string, string | undefined][]): Promise<Case[]> {
  const base = `${server.url}${server.config.apiBasePath}`;
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as OpenApiDocument;
  const cases: Case[] = [];
  for (const [callerName, token] of callers) {
    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const queryNames = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
        const bodyRef = operation.requestBody?.content["application/json"].schema.$ref;
        const bodyFields = Object.keys(
          (bodyRef && document.components.schemas[bodyRef.split("/").pop()!]?.properties) ?? {},
        );
        for (let attempt = 0; attempt < TRIES_PER_ROUTE; attempt++) {
          const pathname = template.replace(/\{\w+\}/g, () => random.pick(HOSTILE_PATH_SEGMENTS));
          const query = queryNames
            .filter(() => random.chance(0.6))
            .map((name) => `${name}=${random.pick(HOSTILE_QUERY_VALUES)}`);
          if (random.chance(0.2) && queryNames.length > 0) query.push(`${queryNames[0]}=1&${queryNames[0]}=2`);
          if (random.chance(0.1)) query.push("a[b][c]=d");
          const url = `${pathname}${query.length > 0 ? `?${query.join("&")}` : ""}`;
          let body: [string, string] | undefined;
          if (bodyRef || (method !== "get" && random.chance(0.2))) {
            body = random.chance(0.4)
              ? random.pick(BROKEN_BODIES)
              : [
                  "application/json",
                  JSON.stringify(
                    Object.fromEntries(
                      bodyFields.map((name) => [name, random.pick([...HOSTILE_TEXT, ...WRONG_TYPES, ...PLAIN_TEXT])]),
                    ),
                  ),
                ];
          }
          cases.push({
            name: `${callerName} ${method.toUpperCase()} ${shorten(url, 200)}${body ? ` (${body[0]}) ${shorten(body[1])}` : ""}`,
            async send() {
              const response = await fetch(`${base}${url}`, {
                method: method.toUpperCase(),
                headers: {
                  ...(body ? { "content-type": body[0] } : {}),
                  ...(token ? { authorization: `Bearer ${token}` } : {}),
                },
                body: body?.[1],
              });
              return { status: response.status, text: await response.text() };
            },
          });
        }
      }
    }
  }
  return cases;
}

/** The public pages' and the staff panel's paths, as the client's router has them (each area's `paths.ts`). */
function clientPagePaths(): string[] {
  const features = path.join(__dirname, "../../client/src/features");
  return fs.readdirSync(features).flatMap((feature) => {
    const file = path.join(features, feature, "paths.ts");
    if (!fs.existsSync(file)) return [];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- only its string values are read
    const exported = require(file) as Record<string, unknown>;
    return Object.values(exported)
      .flatMap((value): unknown[] => (value && typeof value === "object" ? Object.values(value) : [value]))
      .filter((value): value is string => typeof value === "string" && value.startsWith("/"));
  });
}

/** What the pages read from their address (lists' filters, a link's token, a preview's). */
const PAGE_PARAMETERS = ["q", "page", "month", "view", "when", "category", "kind", "album", "token", "preview"];

interface SiteRoute {
  method: "GET" | "POST";
  /** `:id` is where a generated segment goes. */
  path: string;
  parameters: string[];
}

/** Query strings no browser sends: a parameter repeated or nested deep, thousands of them, huge, malformed. */
function oddQuery(random: Random, parameters: string[]): string {
  const name = random.pick([...parameters, "\u0000", "__proto__"]);
  return random.pick([
    () => `${encodeURIComponent(name)}=${random.pick(HOSTILE_QUERY_VALUES)}`,
    () => `${name}=1&${name}=2&${name}[]=3`,
    () => `${"a[b]".repeat(40)}=1`,
    // Past the 1,000 parameters Node's querystring stops at, within the 16 KB of headers Node takes.
    () => `${Array.from({ length: 1200 }, (_, index) => `p${index}=`).join("&")}&${name}=x`,
    () => `${name}=${"%E2%82%AC".repeat(1500)}`,
    () => "%%%&=&&==",
  ])();
}

const ODD_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"];
const ODD_BODIES: [string, string][] = [
  ["application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"],
  ["application/x-www-form-urlencoded", `a=${"x".repeat(5000)}`],
  ["application/x-www-form-urlencoded", "%00=%ED%A0%80&token=%00"],
  ["application/json", '{"token":'],
  ["multipart/form-data", "--x\r\n"],
  ["text/plain", "\u0000"],
  ["application/xml", "<!DOCTYPE a [<!ENTITY b SYSTEM 'file:///etc/passwd'>]><a>&b;</a>"],
];
const ODD_HEADERS: Record<string, string>[] = [
  {},
  { accept: "text/html" },
  { accept: "application/json" },
  { range: "bytes=999999999-" },
  { range: "bytes=5-1, 0-0, -0" },
  { "if-none-match": '"\u00ff", *' },
  { "if-modified-since": "yesterday" },
  { "accept-language": "x".repeat(4000) },
  { cookie: "refresh_token=%00; session=%ED%A0%80" },
  { authorization: "Bearer %00.%ED%A0%80.x" },
];

/**
 * The site outside the API: every page of the client's router, the feeds and files, the unsubscribe link and
 * /graphql by GET. Each route is sent every hostile value in each parameter it reads, then, from each caller,
 * hostile path segments and query strings with odd methods, headers and bodies.
 */
async function siteCases(server: TestServer, random: Random, callers: [string, string | undefined][]): Promise<Case[]> {
  const article = await create<{ id: string }>(server, "createNews", newsInput());
  const event = await create<{ id: string }>(server, "createEvent", eventInput());
  const document = await create<{ id: string; fileUrl: string }>(
    server,
    "createDocument",
    { title: "Fees", fileData: dataUrl(await pdf(), "application/pdf") },
    "id fileUrl",
  );
  const [, assetId, fileName] = new URL(document.fileUrl, server.url).pathname.slice(1).split("/");
  const segments = [...HOSTILE_PATH_SEGMENTS, article.id, event.id, document.id, assetId];
  const get = (pathname: string, parameters: string[] = []): SiteRoute => ({
    method: "GET",
    path: pathname,
    parameters,
  });
  const routes: SiteRoute[] = [
    ...[...clientPagePaths(), "/:id", "/news/:id/:id"].map((page) => get(page, PAGE_PARAMETERS)),
    get("/news/rss.xml"),
    get("/calendar.ics"),
    get("/calendar/:id"),
    get("/calendar/:id.ics"),
    get("/documents/:id/download"),
    get(`/documents/${document.id}/download`),
    get("/files/:id/:id"),
    get(`/files/${assetId}/:id`),
    get(`/files/${assetId}/${fileName}`),
    { method: "POST", path: "/alerts/unsubscribe", parameters: ["token"] },
    get("/sitemap.xml"),
    get("/robots.txt"),
    get("/manifest.webmanifest"),
    get("/sw.js"),
    get("/assets/:id"),
    get("/health"),
    get("/ready"),
    get("/metrics"),
    get("/graphql", ["query", "variables", "operationName", "extensions"]),
  ];
  const cases: Case[] = [];
  const request = (
    caller: string,
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: [string, string],
  ): Case => {
    const sent = { ...headers, ...(body ? { "content-type": body[0] } : {}) };
    return {
      name: `${caller} ${method} ${shorten(url, 200)} ${shorten(JSON.stringify(sent), 200)}${body ? ` ${shorten(body[1])}` : ""}`,
      async send() {
        const response = await fetch(`${server.url}${url}`, { method, headers: sent, body: body?.[1] });
        return { status: response.status, text: await response.text() };
      },
    };
  };
  const segmented = (template: string) => template.replace(/:id/g, () => random.pick(segments));
  routes.forEach((route, index) => {
    // A page's render costs a hundred times a feed's: each page gets one of the values, in turn.
    const values =
      route.parameters === PAGE_PARAMETERS
        ? [HOSTILE_QUERY_VALUES[index % HOSTILE_QUERY_VALUES.length]]
        : route.parameters.length > 0
          ? HOSTILE_QUERY_VALUES
          : [];
    for (const value of values) {
      const query = route.parameters.map((name) => `${name}=${value}`).join("&");
      cases.push(request("anonymous", route.method, `${segmented(route.path)}?${query}`, {}));
    }
  });
  for (const [caller, token] of callers) {
    for (const route of routes) {
      const tries = route.parameters === PAGE_PARAMETERS ? 1 : TRIES_PER_SITE_PATH;
      for (let attempt = 0; attempt < tries; attempt++) {
        const method = attempt === 0 && tries > 1 ? route.method : random.pick(ODD_METHODS);
        const query = random.chance(0.8) ? `?${oddQuery(random, route.parameters)}` : "";
        const body = method !== "GET" && method !== "HEAD" && random.chance(0.7) ? random.pick(ODD_BODIES) : undefined;
        const headers = { ...random.pick(ODD_HEADERS), ...(token ? { authorization: `Bearer ${token}` } : {}) };
        cases.push(request(caller, method, `${segmented(route.path)}${query}`, headers, body));
      }
    }
  }
  return cases;
}

/** Sends every case, `IN_FLIGHT` at a time, and names each that the server answered as its own fault. */
async function faultsOf(cases: Case[]): Promise<string[]> {
  const faults: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cases.length; index = next++) {
      const { name } = cases[index];
      try {
        const answer = await cases[index].send();
        if (fault(answer)) faults.push(`${name}\n  → ${answer.status} ${shorten(answer.text)}`);
      } catch (error) {
        faults.push(`${name}\n  → no answer: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return faults;
}

/**
 * Every operation of the schema and every REST operation the OpenAPI document lists, sent hostile arguments
 * (NUL, lone surrogates, huge and deeply nested values, wrong types, wrong media types, odd operation names),
 * and every other path of the site, sent hostile paths, query strings, methods and bodies, anonymously and as
 * signed-in staff: no answer may be a 5xx or an internal error.
 */
describe("the site under generated hostile input", () => {
  let server: TestServer;
  /** What the server logged as an error: a failure it answered 5xx, or one it hid (a page drawn from the bare shell). */
  const loggedErrors: string[] = [];
  beforeAll(async () => {
    const entry = "client/dist-server/entry-server.cjs";
    if (!fs.existsSync(entry) || !fs.existsSync("client/dist/index.html"))
      throw new Error(`${entry} is missing: run \`npm run build\` first (npm test does).`);
    const errors = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = JSON.parse(chunk.toString()) as { msg: string; req?: { url: string }; err?: { message: string } };
        loggedErrors.push(`${line.msg} ${shorten(line.req?.url ?? "", 200)}: ${line.err?.message ?? ""}`);
        done();
      },
    });
    server = await startTestServer({}, undefined, pino({ level: "error" }, errors));
  });
  afterAll(() => server.close());

  // First: the API's run below signs its staff caller out at the end.
  it("answers every generated request to the pages, feeds, files and links outside the API without a server error", async () => {
    const callers: [string, string | undefined][] = [
      ["anonymous", undefined],
      ["staff", server.staffToken()],
    ];
    const cases = await siteCases(server, seededRandom(SEED), callers);
    expect(await faultsOf(cases)).toEqual([]);
    expect(loggedErrors).toEqual([]);
  }, 60_000);

  it("answers every generated GraphQL and REST request without a server error", async () => {
    const random = seededRandom(SEED);
    const callers: [string, string | undefined][] = [
      ["anonymous", undefined],
      ["staff", server.staffToken()],
    ];
    const cases = [...(await restCases(server, random, callers)), ...graphqlCases(server, random, callers)];
    expect(await faultsOf(cases)).toEqual([]);
  }, 120_000);
});
