/** A JSON Schema, in the dialect of OpenAPI 3.1. */
export type JsonSchema = { [keyword: string]: unknown };

export const ID_SCHEMA: JsonSchema = { type: "string", format: "uuid" };

/** An answer object: every property always present, nothing else. */
export function objectSchema(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: "object",
    ...(description ? { description } : {}),
    required: Object.keys(properties),
    properties,
    additionalProperties: false,
  };
}
