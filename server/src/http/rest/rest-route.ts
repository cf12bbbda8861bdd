import type { ClassType } from "type-graphql";
import type { Context } from "../../graphql/context";
import type { JsonSchema } from "./json-schema";

/** What a REST route knows of its caller: the same services and signed-in check as a resolver's context. */
export type RestContext = Pick<Context, "services" | "currentUser">;

/** A schema the OpenAPI document lists under its name in `components.schemas`. */
export interface NamedSchema {
  name: string;
  schema: JsonSchema;
}

/** An answer shape of the original site: its schema, and the one place an entity is mapped to it. */
export interface Shape<T> extends NamedSchema {
  of(item: T): object;
}

export interface RestRequest {
  /** The `{id}` path parameter, on item paths. */
  id: string;
  /** The query string read into the route's `query.args` class and checked. */
  args: object;
  /** The JSON body read into the route's `body.input` class and checked. */
  input: object;
  context: RestContext;
}

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
  /** The JSON body is this GraphQL input type, read into `input`; at most `limit` bytes. */
  body?: { input: ClassType<object>; limit: number };
  /** What success answers: its status and, unless 204, an item (or a `list` of them) of `schema`. */
  success: { status: RestReply["status"]; schema?: NamedSchema; list?: boolean };
  handle(request: RestRequest): Promise<RestReply>;
}
