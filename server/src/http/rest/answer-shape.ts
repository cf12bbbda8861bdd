import { getNullableType, isListType, isNonNullType, isObjectType } from "graphql";
import type { GraphQLField, GraphQLObjectType, GraphQLOutputType, GraphQLSchema } from "graphql";
import type { AnswerShape, RestRoute } from "../../kernel/rest-route";
import { objectSchema, schemaOfType } from "./json-schema";
import type { JsonSchema } from "./json-schema";

/** A REST answer as served and documented: its schema, named after the GraphQL type, and the one mapping of an item to it. */
export interface ResolvedShape {
  name: string;
  schema: JsonSchema;
  of: (item: object) => object;
}

/** A value's JSON Schema: a scalar or enum, or a list or object of them, with `null` when it may be null. */
function valueSchema(type: GraphQLOutputType): JsonSchema {
  const nullable = !isNonNullType(type);
  const inner = getNullableType(type);
  const orNull = (schema: JsonSchema): JsonSchema => {
    if (!nullable) return schema;
    const { type: jsonType, enum: values, ...rest } = schema;
    return {
      type: [jsonType, "null"],
      ...(Array.isArray(values) ? { enum: [...(values as unknown[]), null] } : {}),
      ...rest,
    };
  };
  if (isListType(inner)) return orNull({ type: "array", items: valueSchema(inner.ofType) });
  if (isObjectType(inner)) return orNull(objectTypeSchema(inner, Object.keys(inner.getFields())));
  const schema = schemaOfType(inner);
  if (!schema.type) throw new Error(`${inner.toString()} has no JSON counterpart`);
  return orNull(schema);
}

/**
 * A field's JSON Schema from the GraphQL schema: its type, `null` when it may be null, its
 * description, and the `format` its extensions give a String (`@Extensions({ format: "date" })`).
 */
function fieldSchema(field: GraphQLField<unknown, unknown>): JsonSchema {
  const format = field.extensions.format;
  return {
    ...valueSchema(field.type),
    ...(typeof format === "string" ? { format } : {}),
    ...(field.description ? { description: field.description } : {}),
  };
}

function objectTypeSchema(type: GraphQLObjectType, names: readonly string[]): JsonSchema {
  const fields = type.getFields();
  return objectSchema(
    Object.fromEntries(
      names.map((name) => {
        if (!fields[name]) throw new Error(`${type.name} has no field ${name}`);
        return [name, fieldSchema(fields[name])];
      }),
    ),
  );
}

/**
 * A value as JSON, following its GraphQL type: dates as RFC 3339 text, as GraphQL's DateTimeISO
 * writes them; a nested object as its type's fields (so an entity's getters are read, its relations not).
 */
function jsonValue(type: GraphQLOutputType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const inner = getNullableType(type);
  if (isListType(inner)) return (value as unknown[]).map((item) => jsonValue(inner.ofType, item));
  if (isObjectType(inner)) return jsonObject(inner, Object.keys(inner.getFields()), value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

function jsonObject(type: GraphQLObjectType, names: readonly string[], item: object): object {
  const fields = type.getFields();
  const values = item as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, jsonValue(fields[name].type, values[name])]));
}

/** The schema and mapping of an answer shape, both read off the GraphQL object type it names. */
export function resolveShape(schema: GraphQLSchema, shape: AnswerShape): ResolvedShape {
  const type = schema.getType(shape.type.name);
  if (!isObjectType(type)) throw new Error(`${shape.type.name} is not an object type of the GraphQL schema`);
  const names = shape.fields ?? Object.keys(type.getFields());
  return {
    name: type.name,
    schema: objectTypeSchema(type, names),
    of: (item) => jsonObject(type, names, item),
  };
}

/** A route as the router serves it and the OpenAPI document lists it: with its answer read off the schema. */
export interface ServedRoute extends RestRoute {
  answer?: ResolvedShape;
}
