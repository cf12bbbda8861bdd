import { isNonNullType } from "graphql";
import type { GraphQLArgument, GraphQLInputObjectType, GraphQLInputType, GraphQLSchema } from "graphql";
import type { ResolvedShape, ServedRoute } from "./answer-shape";
import { schemaOfType } from "./json-schema";
import type { JsonSchema } from "./json-schema";
import { argumentsOf, inputTypeOf, jsonFieldsOf } from "./read-input";

const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string" },
    fields: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "On 400: each invalid field with its first message, the messages the GraphQL API gives.",
    },
  },
};

const ERROR_RESPONSES: Record<string, string> = {
  BadRequest: "Invalid query parameters or body, or malformed JSON.",
  Unauthorized: "No valid `Authorization: Bearer <access token>` of a signed-in staff member.",
  NotFound: "No such item (to the public, inactive announcements do not exist).",
  PayloadTooLarge: "The body is larger than this path accepts (room for a 5 MB image or a 20 MB PDF as a data URL).",
  UnsupportedMediaType: "The body is not declared `Content-Type: application/json`.",
};

function documented(schema: JsonSchema, description?: string | null, defaultValue?: unknown): JsonSchema {
  return {
    ...schema,
    ...(description ? { description } : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  };
}

const isRequired = (definition: { type: GraphQLInputType; defaultValue?: unknown }) =>
  isNonNullType(definition.type) && definition.defaultValue === undefined;

/** A request body, from the GraphQL input type the route reads it into. */
function bodySchema(type: GraphQLInputObjectType): JsonSchema {
  const fields = jsonFieldsOf(type);
  return {
    type: "object",
    description: [type.description, "Other properties (such as `id`) are ignored."].filter(Boolean).join(" "),
    required: fields.filter(isRequired).map((field) => field.name),
    properties: Object.fromEntries(
      fields.map((field) => [field.name, documented(schemaOfType(field.type), field.description, field.defaultValue)]),
    ),
  };
}

function queryParameter(arg: GraphQLArgument) {
  return {
    name: arg.name,
    in: "query",
    required: isRequired(arg),
    ...(arg.description ? { description: arg.description } : {}),
    schema: documented(schemaOfType(arg.type), undefined, arg.defaultValue),
  };
}

const ref = (section: string, name: string) => ({ $ref: `#/components/${section}/${name}` });

function successResponse(
  route: ServedRoute,
  register: (shape: Pick<ResolvedShape, "name" | "schema">) => { $ref: string },
) {
  const { status, list } = route.success;
  const { answer } = route;
  if (status === 204 || !answer) return { description: "Done; no content." };
  const headers =
    status === 201
      ? { Location: { description: "Path of the new item.", schema: { type: "string" } } }
      : list
        ? { Link: { description: 'The next page, `<…>; rel="next"`, while there is one.', schema: { type: "string" } } }
        : undefined;
  return {
    description: status === 201 ? "Created." : "OK.",
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: list ? { type: "array", items: register(answer) } : register(answer) } },
  };
}

/** The OpenAPI 3.1 document of the REST routes, generated from the same entries the router serves. */
export function openApiDocument(routes: ServedRoute[], schema: GraphQLSchema, basePath: string) {
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  const register = ({ name, schema: definition }: Pick<ResolvedShape, "name" | "schema">) => {
    schemas[name] = definition;
    return ref("schemas", name);
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const parameters = [
      ...pathParameters,
      ...(route.query ? argumentsOf(schema, route.query.field).map(queryParameter) : []),
    ];
    const input = route.body && inputTypeOf(schema, route.body.input);
    const responses: Record<string, unknown> = { [route.success.status]: successResponse(route, register) };
    if (route.query || route.body) responses["400"] = ref("responses", "BadRequest");
    if (route.auth) responses["401"] = ref("responses", "Unauthorized");
    if (pathParameters.length > 0) responses["404"] = ref("responses", "NotFound");
    if (route.body) {
      responses["413"] = ref("responses", "PayloadTooLarge");
      responses["415"] = ref("responses", "UnsupportedMediaType");
    }
    (paths[route.path] ??= {})[route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(input
        ? {
            requestBody: {
              required: true,
              content: {
                "application/json": {
                  schema: register({ name: input.name, schema: bodySchema(input) }),
                  ...(route.body?.example ? { example: route.body.example } : {}),
                },
              },
            },
          }
        : {}),
      responses,
      ...(route.auth ? { security: [{ bearerAuth: [] }] } : {}),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "School website REST API",
      version: "1.0.0",
      description:
        "The REST paths of the original site, served by the same services and rules as the GraphQL API at /graphql. " +
        'Lists answer one page (`first`, default 20, at most 100) with a `Link: <…>; rel="next"` header while there are more. ' +
        "Writes carry files as base64 data URLs (`imageData`, `fileData`) and need a signed-in staff member's access token.",
    },
    servers: [{ url: basePath }],
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          { description, content: { "application/json": { schema: ref("schemas", "Error") } } },
        ]),
      ),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The access token the GraphQL `signIn` mutation answers.",
        },
      },
    },
  };
}
