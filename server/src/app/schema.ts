import "reflect-metadata";
import path from "node:path";
import { buildSchema } from "type-graphql";
import type { AuthChecker } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import { repoRoot } from "../config";
import type { RequestContext } from "../kernel/request-context";
import { VALIDATOR_OPTIONS } from "../kernel/validators";
import { AREAS } from "./areas";

export const SCHEMA_FILE = path.join(repoRoot, "schema.graphql");

/** One role: a signed-in, enabled staff member whose sign-in is still open may do what `@Authorized()` guards. */
const authChecker: AuthChecker<RequestContext> = ({ context }) => context.isStaff();

export interface SchemaOptions {
  /** The started areas' resolvers, which the schema calls; without them it can only be printed. */
  resolvers?: object[];
  emitSchemaFile?: string;
}

/** The GraphQL schema of every area's resolvers. */
export function buildAppSchema({ resolvers = [], emitSchemaFile }: SchemaOptions = {}): Promise<GraphQLSchema> {
  const [first, ...others] = AREAS.flatMap((area) => area.resolvers);
  const instances = new Map<unknown, object>(resolvers.map((resolver) => [resolver.constructor, resolver]));
  return buildSchema({
    resolvers: [first, ...others],
    authChecker,
    validate: VALIDATOR_OPTIONS,
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
