import type { ClassType } from "type-graphql";
import type { Page } from "./pagination";
import type { RequestContext } from "./request-context";
import { JSON_BODY_LIMIT } from "./rest-route";
import type { AnswerShape, RestRoute } from "./rest-route";

/** One kind of content as the original site's REST paths served it; each operation is one service call. */
export interface RestResource<T extends { id: string }, Input extends object, Args extends object> {
  /** The collection's path under the base path, e.g. `/news`. */
  path: `/${string}`;
  tag: string;
  /** For summaries and operation ids: `{ one: "news article", many: "news" }`. */
  names: { one: string; many: string };
  /** What each answer holds: the fields the original site answered, of the GraphQL object type `T`. */
  answer: { type: ClassType<T>; fields: readonly (keyof T & string)[] };
  /** The GraphQL input class a create or replacement body is read into. */
  input: ClassType<Input>;
  /** Largest JSON body of a write: room for the data URL it may carry. */
  bodyLimit?: number;
  /** A valid create or replacement body, which the OpenAPI document shows. */
  example?: { [Field in keyof Input]?: unknown };
  /** The list, with the arguments (query parameters) of the GraphQL query `field`. */
  list: { field: string; args: ClassType<Args>; run(args: Args, context: RequestContext): Promise<Page<T>> };
  get(id: string, context: RequestContext): Promise<T>;
  create(input: Input, context: RequestContext): Promise<T>;
  replace(id: string, input: Input, context: RequestContext): Promise<T>;
  remove(id: string, context: RequestContext): Promise<unknown>;
}

const pascalCase = (words: string) =>
  words.replace(/(^|\s)(\w)/g, (_match, _space, letter: string) => letter.toUpperCase());
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** GET and POST on the collection; GET, PUT (a full replacement) and DELETE on `{id}`. */
export function restResource<T extends { id: string }, Input extends object, Args extends object>(
  resource: RestResource<T, Input, Args>,
): RestRoute[] {
  const { path, tag, names } = resource;
  const shape: AnswerShape = resource.answer;
  const itemPath = `${path}/{id}`;
  const one = pascalCase(names.one);
  const body = { input: resource.input, limit: resource.bodyLimit ?? JSON_BODY_LIMIT, example: resource.example };
  return [
    {
      method: "get",
      path,
      operationId: `list${pascalCase(names.many)}`,
      summary: `List ${names.many}, one page at a time`,
      tag,
      auth: false,
      query: { field: resource.list.field, args: resource.list.args },
      success: { status: 200, shape, list: true },
      handle: async ({ args, context }) => {
        const page = await resource.list.run(args as Args, context);
        return { status: 200, body: page.nodes, next: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null };
      },
    },
    {
      method: "post",
      path,
      operationId: `create${one}`,
      summary: `Add ${withArticle(names.one)}`,
      tag,
      auth: true,
      body,
      success: { status: 201, shape },
      handle: async ({ input, context }) => {
        const created = await resource.create(input as Input, context);
        return { status: 201, body: created, location: `${path}/${created.id}` };
      },
    },
    {
      method: "get",
      path: itemPath,
      operationId: `get${one}`,
      summary: `Read one ${names.one}`,
      tag,
      auth: false,
      success: { status: 200, shape },
      handle: async ({ id, context }) => ({ status: 200, body: await resource.get(id, context) }),
    },
    {
      method: "put",
      path: itemPath,
      operationId: `replace${one}`,
      summary: `Replace ${withArticle(names.one)}'s fields (the body of a POST)`,
      tag,
      auth: true,
      body,
      success: { status: 200, shape },
      handle: async ({ id, input, context }) => ({
        status: 200,
        body: await resource.replace(id, input as Input, context),
      }),
    },
    {
      method: "delete",
      path: itemPath,
      operationId: `delete${one}`,
      summary: `Delete ${withArticle(names.one)}`,
      tag,
      auth: true,
      success: { status: 204 },
      handle: async ({ id, context }) => {
        await resource.remove(id, context);
        return { status: 204 };
      },
    },
  ];
}
