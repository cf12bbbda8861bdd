import type { ClassType } from "type-graphql";
import type { RequestContext } from "./request-context";

/** Bodies without a file keep the limit of /graphql's JSON bodies. */
export const JSON_BODY_LIMIT = 100 * 1024;
/** Room beside a data URL for the other fields (50,000 characters of content, even \u-escaped). */
const FIELDS_ALLOWANCE = 512 * 1024;

/** The largest JSON body that carries a file of `maxBytes` as a base64 data URL; the file's own limit is checked after decoding. */
export function dataUrlBodyLimit(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + FIELDS_ALLOWANCE;
}

/**
 * An answer of the original site: these fields of a GraphQL object type, in this order. The REST
 * layer reads each field's JSON type and description from the schema, so a field is named once here.
 */
export interface AnswerShape {
  type: ClassType<object>;
  /** Every field of the type, nested objects and lists included, when omitted. */
  fields?: readonly string[];
}

interface RestRequest {
  /** The `{id}` path parameter, on item paths. */
  id: string;
  /** The query string read into the route's `query.args` class and checked. */
  args: object;
  /** The JSON body read into the route's `body.input` class and checked. */
  input: object;
  context: RequestContext;
}

/** A success: the item (or items) the route's answer shape maps, or no content. */
export type RestReply =
  | { status: 200; body: unknown; /** Cursor of the next page of a list, while there is one. */ next?: string | null }
  | { status: 201; body: unknown; /** Path of the new item under the base path. */ location: string }
  | { status: 204 };

export type HttpMethod = "get" | "post" | "put" | "delete";

/** One operation: the router serves it and the OpenAPI document describes it, both from this entry. */
export interface RestRoute {
  method: HttpMethod;
  /** Under the base path, with OpenAPI-style parameters: `/news/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /** Needs `Authorization: Bearer <access token>` of a signed-in staff member. */
  auth: boolean;
  /** The query string carries the arguments of this GraphQL query field, read into `args`. */
  query?: { field: string; args: ClassType<object> };
  /** The JSON body is this GraphQL input type, read into `input`; at most `limit` bytes; `example`, a valid one. */
  body?: { input: ClassType<object>; limit: number; example?: object };
  /** What success answers: its status and, unless 204, an item (or a `list` of them) of `shape`. */
  success: { status: RestReply["status"]; shape?: AnswerShape; list?: boolean };
  handle(request: RestRequest): Promise<RestReply>;
}
