import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString, getNamedType, isEnumType } from "graphql";
import type { GraphQLType } from "graphql";

/** A JSON Schema, in the dialect of OpenAPI 3.1. */
export type JsonSchema = { [keyword: string]: unknown };

const SCALARS = new Map<unknown, JsonSchema>([
  [GraphQLString, { type: "string" }],
  // Every id of this API is a UUID that PostgreSQL made.
  [GraphQLID, { type: "string", format: "uuid" }],
  [GraphQLInt, { type: "integer" }],
  [GraphQLFloat, { type: "number" }],
  [GraphQLBoolean, { type: "boolean" }],
]);

/** The JSON Schema of a GraphQL value, nullability aside; DateTimeISO is an RFC 3339 string. */
export function schemaOfType(type: GraphQLType): JsonSchema {
  const named = getNamedType(type);
  if (isEnumType(named)) return { type: "string", enum: named.getValues().map((value) => value.name) };
  if (named.name === "DateTimeISO") return { type: "string", format: "date-time" };
  return SCALARS.get(named) ?? {};
}

/** An answer object: every property always present, nothing else. */
export function objectSchema(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: "object", required: Object.keys(properties), properties, additionalProperties: false };
}
