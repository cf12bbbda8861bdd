import { isNonNullType, isObjectType } from "graphql";
import type { GraphQLField, GraphQLSchema } from "graphql";
import type { AnswerShape, RestRoute } from "../../kernel/rest-route";
import { objectSchema, schemaOfType } from "./json-schema";
import type { JsonSchema } from "./json-schema";

/** A REST answer as served and documented: its schema, named after the GraphQL type, and the one mapping of an item to it. */
export interface ResolvedShape {
  name: string;
  schema: JsonSchema;
  of: (item: object) => object;
}

/**
 * A field's JSON Schema from the GraphQL schema: its type, `null` when it may be null, its
 * description, and the `format` its extensions give a String (`@Extensions({ format: "date" })`).
 */
function fieldSchema(field: GraphQLField<unknown, unknown>): JsonSchema {
  const { type: jsonType, enum: values, ...rest } = schemaOfType(field.type);
  if (!jsonType) throw new Error(`${field.name} has a GraphQL type with no JSON counterpart`);
  const nullable = !isNonNullType(field.type);
  const format = field.extensions.format;
  return {
    type: nullable ? [jsonType, "null"] : jsonType,
    ...(Array.isArray(values) ? { enum: nullable ? [...(values as unknown[]), null] : values } : {}),
    ...rest,
    ...(typeof format === "string" ? { format } : {}),
    ...(field.description ? { description: field.description } : {}),
  };
}

/** Dates leave as RFC 3339 text, as GraphQL's DateTimeISO writes them. */
const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The schema and mapping of an answer shape, both read off the GraphQL object type it names. */
export function resolveShape(schema: GraphQLSchema, shape: AnswerShape): ResolvedShape {
  const type = schema.getType(shape.type.name);
  if (!isObjectType(type)) throw new Error(`${shape.type.name} is not an object type of the GraphQL schema`);
  const fields = type.getFields();
  const properties = Object.fromEntries(
    shape.fields.map((name) => {
      if (!fields[name]) throw new Error(`${type.name} has no field ${name}`);
      return [name, fieldSchema(fields[name])];
    }),
  );
  return {
    name: type.name,
    schema: objectSchema(properties),
    of: (item) => {
      const values = item as Record<string, unknown>;
      return Object.fromEntries(shape.fields.map((name) => [name, jsonValue(values[name])]));
    },
  };
}

/** A route as the router serves it and the OpenAPI document lists it: with its answer read off the schema. */
export interface ServedRoute extends RestRoute {
  answer?: ResolvedShape;
}
