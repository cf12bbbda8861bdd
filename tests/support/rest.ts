import { announcementInput, eventInput, newsInput } from "./fixtures";
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
  /** A valid GraphQL input, which is also a valid REST body. */
  input(): Record<string, unknown>;
  /** Extra properties the original client sent that the server ignores. */
  extras: Record<string, unknown>;
  graphql: { create: string; read: string };
}

// The smallest real files: a 1×1 PNG and a one-page PDF skeleton.
export const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const TINY_PDF = `data:application/pdf;base64,${Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n").toString("base64")}`;

export const restKinds: RestKind[] = [
  {
    path: "/news",
    table: "news",
    keys: ["id", "title", "excerpt", "content", "date", "category", "image"],
    input: () => newsInput(),
    extras: { id: "" },
    graphql: { create: "createNews", read: "newsItem" },
  },
  {
    path: "/events",
    table: "events",
    keys: ["id", "title", "description", "date", "time", "location", "image"],
    input: () => eventInput(),
    extras: { id: "" },
    graphql: { create: "createEvent", read: "event" },
  },
  {
    path: "/announcements",
    table: "announcements",
    keys: ["id", "title", "content", "date", "urgent", "priority", "active"],
    input: () => announcementInput({ urgent: false, active: true }),
    // The original admin screen sent an empty id with every new announcement.
    extras: { id: "" },
    graphql: { create: "createAnnouncement", read: "announcement" },
  },
  {
    path: "/documents",
    table: "documents",
    keys: ["id", "title", "size", "fileUrl", "uploadDate"],
    input: () => ({ title: "School fees 2027", fileData: TINY_PDF }),
    // The original upload form sent its own idea of the size, in KB.
    extras: { size: "1 KB" },
    graphql: { create: "createDocument", read: "document" },
  },
  {
    path: "/gallery",
    table: "gallery_items",
    keys: ["id", "title", "description", "alt", "imageUrl", "date", "albumId"],
    input: () => ({
      title: "Sports day",
      description: "The relay",
      alt: "Girls running the relay",
      imageData: PNG_1X1,
      date: "2026-03-14T08:00:00.000Z",
    }),
    extras: {},
    graphql: { create: "createGalleryItem", read: "galleryItem" },
  },
];
