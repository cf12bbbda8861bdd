import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Authorized, Ctx, ID, Info, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { ClassType } from "type-graphql";
import { Connection } from "./pagination";
import type { Page } from "./pagination";
import type { Viewer } from "./publication";
import { viewerOf } from "./request-context";
import type { RequestContext } from "./request-context";
import { restResource } from "./rest-resource";
import type { RestResource } from "./rest-resource";
import type { RestRoute } from "./rest-route";
import { requestedNodeFields } from "./selection";
import { EXPECTED_VERSION, versionsResolver } from "./versions";
import type { ItemVersion } from "./versions";

/** What the shared API of a content type asks of its service (CrudService answers most of it). */
export interface ContentService<T, Input, ListArgs> {
  /** With `fields` (a GraphQL query's), a service may read only the columns those fields need. */
  list(args: ListArgs, viewer: Viewer, fields?: ReadonlySet<string> | null): Promise<Page<T>>;
  /** NOT_FOUND for an item the viewer may not see. */
  getVisible(id: string, viewer: Viewer): Promise<T>;
  create(input: Input): Promise<T>;
  update(id: string, input: Input, expectedVersion?: number): Promise<T>;
  delete(id: string): Promise<string>;
  versions(id: string): Promise<ItemVersion[]>;
  restoreVersion(id: string, version: number, expectedVersion: number): Promise<T>;
}

/** A content type's GraphQL and REST API, declared once: names, descriptions and the fields REST answers. */
export interface ContentApiDeclaration<T extends { id: string }, Input extends object, ListArgs extends object> {
  /** The entity that is also the GraphQL object type; its mutations are named after it (createNews, updateNews). */
  type: ClassType<T>;
  input: ClassType<Input>;
  listArgs: ClassType<ListArgs>;
  /** The list's query field and the one item's, with what the schema says of each. */
  list: { field: string; description: string };
  one: { field: string; description: string };
  /** How "Deletes … and answers its id." names an item ("the article"). */
  deletes: string;
  /** The original site's REST paths of this kind, built with `restResource`. */
  rest: Pick<RestResource<T, Input, ListArgs>, "path" | "tag" | "names" | "bodyLimit"> & {
    /** What each answer holds: the fields the original site answered. */
    fields: readonly (keyof T & string)[];
    /** A valid create body (and GraphQL input) as JSON, which the OpenAPI document shows. */
    example: { [Field in keyof Input]?: unknown };
  };
}

/** What a content type's API declares, as the rest of the server (and its tests) may read it. */
export interface DeclaredContentApi {
  type: ClassType<object>;
  /** The GraphQL type's name, which its mutations are named after (createNews). */
  typeName: string;
  list: { field: string };
  one: { field: string };
  rest: { path: string; names: { one: string; many: string }; fields: readonly string[]; example: object };
}

/** The resolvers and REST routes of one content type, each built over the area's service. */
export interface ContentApi<Service> {
  declared: DeclaredContentApi;
  resolvers: (new (service: Service) => object)[];
  restRoutes: (service: Service) => RestRoute[];
}

const lowerFirst = (name: string) => name[0].toLowerCase() + name.slice(1);

/**
 * The API every content type has, from its declaration: the list and one item (public, staff see more),
 * create, update (with the version it started from) and delete for staff, its versions and their restore,
 * and the same operations on the REST paths. An area adds what only it has in resolvers of its own.
 */
export function contentApi<T extends { id: string }, Input extends object, ListArgs extends object>(
  declaration: ContentApiDeclaration<T, Input, ListArgs>,
): ContentApi<ContentService<T, Input, ListArgs>> {
  const { type, input: InputType, listArgs: ListArgsType, list, one } = declaration;
  const typeName = type.name;

  @ObjectType(`${typeName}Connection`)
  class ItemConnection extends Connection(type) {}

  @Resolver(() => type)
  class ContentResolver {
    constructor(private readonly service: ContentService<T, Input, ListArgs>) {}

    @Query(() => ItemConnection, { name: list.field, description: list.description })
    async list(
      @Args(() => ListArgsType) args: ListArgs,
      @Ctx() { isStaff }: RequestContext,
      @Info() info: GraphQLResolveInfo,
    ) {
      return this.service.list(args, { isStaff: await isStaff() }, requestedNodeFields(info));
    }

    @Query(() => type, { name: one.field, description: one.description })
    async one(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
      return this.service.getVisible(id, await viewerOf(context));
    }

    @Authorized()
    @Mutation(() => type, { name: `create${typeName}` })
    create(@Arg("input", () => InputType) input: Input) {
      return this.service.create(input);
    }

    @Authorized()
    @Mutation(() => type, { name: `update${typeName}` })
    update(
      @Arg("id", () => ID) id: string,
      @Arg("input", () => InputType) input: Input,
      @Arg("expectedVersion", () => Int, { nullable: true, description: EXPECTED_VERSION })
      expectedVersion?: number | null,
    ) {
      return this.service.update(id, input, expectedVersion ?? undefined);
    }

    @Authorized()
    @Mutation(() => ID, {
      name: `delete${typeName}`,
      description: `Deletes ${declaration.deletes} and answers its id.`,
    })
    delete(@Arg("id", () => ID) id: string) {
      return this.service.delete(id);
    }
  }
  Object.defineProperty(ContentResolver, "name", { value: `${typeName}Resolver` });

  const { fields, ...rest } = declaration.rest;
  return {
    declared: { type, typeName, list, one, rest: declaration.rest },
    resolvers: [ContentResolver, versionsResolver(type, lowerFirst(typeName))],
    restRoutes: (service) =>
      restResource({
        ...rest,
        answer: { type, fields },
        input: InputType,
        list: {
          field: list.field,
          args: ListArgsType,
          run: async (args, { isStaff }) => service.list(args, { isStaff: await isStaff() }),
        },
        get: async (id, context) => service.getVisible(id, await viewerOf(context)),
        create: (input) => service.create(input),
        replace: (id, input) => service.update(id, input),
        remove: (id) => service.delete(id),
      }),
  };
}
