import type { ClassType } from "type-graphql";
import type { Page } from "../../graphql/pagination";
import { DEFAULT_JSON_LIMIT } from "./json-body";
import type { RestContext, RestRoute, Shape } from "./rest-route";

/** One kind of content as the original site's REST paths served it; each operation is one service call. */
export interface RestResource<T extends { id: string }, Input extends object, Args extends object> {
  /** The collection's path under the base path, e.g. `/news`. */
  path: `/${string}`;
  tag: string;
  /** For summaries and operation ids: `{ one: "news article", many: "news" }`. */
  names: { one: string; many: string };
  shape: Shape<T>;
  /** The GraphQL input class a create or replacement body is read into. */
  input: ClassType<Input>;
  /** Largest JSON body of a write: room for the data URL it may carry. */
  bodyLimit?: number;
  /** The list, with the arguments (query parameters) of the GraphQL query `field`. */
  list: { field: string; args: ClassType<Args>; run(args: Args, context: RestContext): Promise<Page<T>> };
  get(id: string, context: RestContext): Promise<T>;
  create(input: Input, context: RestContext): Promise<T>;
  replace(id: string, input: Input, context: RestContext): Promise<T>;
  remove(id: string, context: RestContext): Promise<unknown>;
}

const pascalCase = (words: string) =>
  words.replace(/(^|\s)(\w)/g, (_match, _space, letter: string) => letter.toUpperCase());
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** GET and POST on the collection; GET, PUT (a full replacement) and DELETE on `{id}`. */
export function restResource<T extends { id: string }, Input extends object, Args extends object>(
  resource: RestResource<T, Input, Args>,
): RestRoute[] {
  const { path, tag, names, shape } = resource;
  const itemPath = `${path}/{id}`;
  const one = pascalCase(names.one);
  const body = { input: resource.input, limit: resource.bodyLimit ?? DEFAULT_JSON_LIMIT };
  return [
    {
      method: "get",
      path,
      operationId: `list${pascalCase(names.many)}`,
      summary: `List ${names.many}, one page at a time`,
      tag,
      auth: false,
      query: { field: resource.list.field, args: resource.list.args },
      success: { status: 200, schema: shape, list: true },
      handle: async ({ args, context }) => {
        const page = await resource.list.run(args as Args, context);
        return {
          status: 200,
          body: page.nodes.map((node) => shape.of(node)),
          next: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
        };
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
      success: { status: 201, schema: shape },
      handle: async ({ input, context }) => {
        const created = await resource.create(input as Input, context);
        return { status: 201, body: shape.of(created), location: `${path}/${created.id}` };
      },
    },
    {
      method: "get",
      path: itemPath,
      operationId: `get${one}`,
      summary: `Read one ${names.one}`,
      tag,
      auth: false,
      success: { status: 200, schema: shape },
      handle: async ({ id, context }) => ({ status: 200, body: shape.of(await resource.get(id, context)) }),
    },
    {
      method: "put",
      path: itemPath,
      operationId: `replace${one}`,
      summary: `Replace ${withArticle(names.one)}'s fields (the body of a POST)`,
      tag,
      auth: true,
      body,
      success: { status: 200, schema: shape },
      handle: async ({ id, input, context }) => ({
        status: 200,
        body: shape.of(await resource.replace(id, input as Input, context)),
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
