import fs from "node:fs";
import path from "node:path";
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
import { GRAPHQL_RESPONSE_ACCEPT, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

/** The seed of every choice below: a failure names its request, and the same run sends it again. */
const SEED = 45;
/** Requests per GraphQL field and caller, and per REST operation and caller: bounded, so the run stays in seconds. */
const TRIES_PER_FIELD = 3;
const TRIES_PER_ROUTE = 4;
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

/** Whether an answer is a server fault: a 5xx, or a GraphQL error coded as internal. */
function fault(answer: { status: number; text: string }): boolean {
  return answer.status >= 500 || answer.text.includes('"INTERNAL_SERVER_ERROR"');
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
 * anonymously and as signed-in staff: no answer may be a 5xx or an internal error.
 */
describe("the API under generated hostile input", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

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
