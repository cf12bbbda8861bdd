import { contentTypes } from "./content-types";
import type { Json } from "./json";
import type { TestServer } from "./test-server";

export interface RestResponse<T = Json> {
  status: number;
  headers: Headers;
  /** The parsed JSON answer; undefined when there is none. */
  body: T;
  text: string;
}

export interface RestOptions {
  token?: string;
  /** Sent as JSON unless a string (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One call of the REST API under the server's base path, e.g. `rest(server, "GET", "/news")`. */
export async function rest<T = Json>(
  server: TestServer,
  method: string,
  path: string,
  options: RestOptions = {},
): Promise<RestResponse<T>> {
  const hasBody = options.body !== undefined;
  const response = await fetch(`${server.url}${server.config.apiBasePath}${path}`, {
    method,
    headers: {
      ...(hasBody ? { "content-type": "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: hasBody ? (typeof options.body === "string" ? options.body : JSON.stringify(options.body)) : undefined,
  });
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.startsWith("application/json");
  return {
    status: response.status,
    headers: response.headers,
    body: isJson && text ? JSON.parse(text) : undefined,
    text,
  };
}

/** As staff: the token of a signed-in, enabled staff member. */
export function asStaff(server: TestServer, method: string, path: string, body?: unknown): Promise<RestResponse> {
  return rest(server, method, path, { token: server.staffToken(), body });
}

/** One kind of content as the REST API serves it, with a body that creates one and how GraphQL names it. */
export interface RestKind {
  path: string;
  table: string;
  /** The keys of every answer: the original site's shape. */
  keys: string[];
  /** A valid GraphQL input, which is also a valid REST body: the example its declaration gives. */
  input(): Record<string, unknown>;
  /** Extra properties the original client sent that the server ignores. */
  extras: Record<string, unknown>;
  graphql: { create: string; read: string };
}

// The smallest real files: a 1×1 PNG and a one-page PDF skeleton.
export const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const TINY_PDF = `data:application/pdf;base64,${Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n").toString("base64")}`;

/** What the original site's admin screens sent with a new item, by path; the server ignores it. */
const ORIGINAL_CLIENT_EXTRAS: Record<string, Record<string, unknown>> = {
  "/news": { id: "" },
  "/events": { id: "" },
  "/announcements": { id: "" },
  // Its own idea of the size, in KB.
  "/documents": { size: "1 KB" },
};

/** Every content type's REST paths, from the areas' declarations. */
export const restKinds: RestKind[] = contentTypes.map((type) => ({
  path: type.rest.path,
  table: type.table,
  keys: [...type.rest.fields],
  input: () => structuredClone(type.rest.example) as Record<string, unknown>,
  extras: ORIGINAL_CLIENT_EXTRAS[type.rest.path] ?? {},
  graphql: { create: `create${type.typeName}`, read: type.one.field },
}));
