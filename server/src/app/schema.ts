import "reflect-metadata";
import path from "node:path";
import { buildSchema } from "type-graphql";
import type { AuthChecker } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import { repoRoot } from "../config";
import { ForbiddenError, TwoFactorSetupRequiredError, UnauthenticatedError } from "../kernel/errors";
import type { RequestContext } from "../kernel/request-context";
import type { Role } from "../kernel/roles";
import { validateArgument } from "../kernel/validators";
import { ItemVersionsResolver } from "../kernel/versions";
import { graphqlNameOf } from "../kernel/content-kinds";
import { AREAS } from "./areas";

export const SCHEMA_FILE = path.join(repoRoot, "schema.graphql");

/**
 * A signed-in, enabled staff member whose sign-in is still open may do what `@Authorized()` guards;
 * `@Authorized(Role.ADMINISTRATOR)` also needs that role (anyone else signed in gets FORBIDDEN). Someone
 * the school requires to set up two-factor first gets TWO_FACTOR_SETUP_REQUIRED until they have.
 */
const authChecker: AuthChecker<RequestContext, Role> = async ({ context }, roles) => {
  const role = await context.staffRole();
  // Thrown rather than answered false: with roles named, TypeGraphQL would say UNAUTHORIZED instead.
  if (!role)
    throw (await context.mustSetUpTwoFactor()) ? new TwoFactorSetupRequiredError() : new UnauthenticatedError();
  if (roles.length > 0 && !roles.includes(role)) throw new ForbiddenError();
  return true;
};

export interface SchemaOptions {
  /** The started areas' resolvers, which the schema calls; without them it can only be printed. */
  resolvers?: object[];
  emitSchemaFile?: string;
}

/** The GraphQL schema of every area's resolvers. */
export function buildAppSchema({ resolvers = [], emitSchemaFile }: SchemaOptions = {}): Promise<GraphQLSchema> {
  const [first, ...others] = [...AREAS.flatMap((area) => area.resolvers), ItemVersionsResolver];
  const instances = new Map<unknown, object>(resolvers.map((resolver) => [resolver.constructor, resolver]));
  return buildSchema({
    resolvers: [first, ...others],
    authChecker,
    validateFn: validateArgument,
    // Each resolver was built by its area, over the area's own service.
    container: {
      get: (resolverClass: { name: string }) => {
        const resolver = instances.get(resolverClass);
        if (!resolver) throw new Error(`${resolverClass.name} was not started with its area`);
        return resolver;
      },
    },
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile } : false,
  });
}

/** Where `npm run schema` writes what the client needs of the areas' declarations. */
export const CONTENT_TYPES_FILE = path.join(repoRoot, "client/src/lib/content-types.generated.ts");

/**
 * The client module CONTENT_TYPES_FILE: the areas' list rules keyed by list field, each with its items'
 * kind (for the staff panel's cache), and the kinds the site search finds (for its filter), in area order.
 */
export function contentTypesModule(): string {
  const rules = Object.fromEntries(
    AREAS.flatMap((area) =>
      area.lists.map((list) => [list.field, { ...list, kind: area.kind && graphqlNameOf(area.kind.name) }]),
    ),
  );
  const searchKinds = AREAS.flatMap(({ kind }) =>
    kind?.search ? [{ value: graphqlNameOf(kind.name), label: kind.search.label, one: kind.itemName }] : [],
  );
  return [
    "// Written by `npm run schema` from the areas' declarations (server/src/kernel/area.ts): do not edit.",
    `export const LIST_RULES = ${JSON.stringify(rules, null, 2)} as const;`,
    "",
    `export const SEARCH_KINDS = ${JSON.stringify(searchKinds, null, 2)} as const;`,
    "",
  ].join("\n");
}
