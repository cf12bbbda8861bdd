import { validate } from "class-validator";
import { GraphQLBoolean, GraphQLInt, coerceInputValue, getNamedType, isInputObjectType, isNonNullType } from "graphql";
import type {
  GraphQLArgument,
  GraphQLInputField,
  GraphQLInputObjectType,
  GraphQLNamedType,
  GraphQLSchema,
} from "graphql";
import { GraphQLUpload } from "graphql-upload-ts";
import type { ClassType } from "type-graphql";
import { UserInputError, fieldErrorsOf, invalidInput } from "../../kernel/errors";
import type { FieldErrors } from "../../kernel/errors";
import { ARGUMENT_VALIDATOR_OPTIONS } from "../../kernel/validators";

type Definition = Pick<GraphQLInputField | GraphQLArgument, "name" | "type" | "defaultValue">;

/** The fields a JSON body carries: files come as data URLs (`imageData`, `fileData`), never as uploads. */
export function jsonFieldsOf(type: GraphQLInputObjectType): GraphQLInputField[] {
  return Object.values(type.getFields()).filter((field) => getNamedType(field.type) !== GraphQLUpload);
}

export function inputTypeOf(schema: GraphQLSchema, input: ClassType<object>): GraphQLInputObjectType {
  const type = schema.getType(input.name);
  if (!isInputObjectType(type)) throw new Error(`${input.name} is not an input type of the GraphQL schema`);
  return type;
}

export function argumentsOf(schema: GraphQLSchema, field: string): readonly GraphQLArgument[] {
  const query = schema.getQueryType()?.getFields()[field];
  if (!query) throw new Error(`${field} is not a query of the GraphQL schema`);
  return query.args;
}

/**
 * Reads values the way GraphQL reads variables (graphql-js's loop over an input object's fields):
 * same types, enums, scalars, defaults and messages, each error under its field's name.
 */
function coerceFields(
  definitions: readonly Definition[],
  given: Record<string, unknown>,
  errors: FieldErrors,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, type, defaultValue } of definitions) {
    const value = given[name];
    if (value !== undefined) {
      values[name] = coerceInputValue(value, type, (path, _invalid, error) => {
        errors[[name, ...path].join(".")] ??= error.message;
      });
    } else if (defaultValue !== undefined) {
      values[name] = defaultValue;
    } else if (isNonNullType(type)) {
      errors[name] = `Field "${name}" of required type "${String(type)}" was not provided.`;
    }
  }
  return values;
}

/** Into the same class, checked by the same rules with the same options: REST refuses what GraphQL refuses. */
async function checked<T extends object>(
  target: ClassType<T>,
  values: Record<string, unknown>,
  typeErrors: FieldErrors,
): Promise<T> {
  const present = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const instance = Object.assign(new target(), present);
  // A value GraphQL could not read at all says more than the rules it then breaks.
  const fields = { ...typeErrors };
  for (const [name, message] of Object.entries(fieldErrorsOf(await validate(instance, ARGUMENT_VALIDATOR_OPTIONS)))) {
    fields[name] ??= message;
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return instance;
}

/** Reads a JSON body into a GraphQL input class; properties it does not define (such as `id`) are ignored. */
export function inputReader<T extends object>(
  schema: GraphQLSchema,
  input: ClassType<T>,
): (body: unknown) => Promise<T> {
  const fields = jsonFieldsOf(inputTypeOf(schema, input));
  return async (body) => {
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new UserInputError("The body must be a JSON object");
    }
    const errors: FieldErrors = {};
    return checked(input, coerceFields(fields, body as Record<string, unknown>, errors), errors);
  };
}

/** Reads a query string into the arguments class of a GraphQL query field. */
export function argsReader<T extends object>(
  schema: GraphQLSchema,
  { field, args }: { field: string; args: ClassType<T> },
): (query: Record<string, unknown>) => Promise<T> {
  const definitions = argumentsOf(schema, field);
  return async (query) => {
    const given = Object.fromEntries(
      definitions.map((arg) => [arg.name, fromText(query[arg.name], getNamedType(arg.type))]),
    );
    const errors: FieldErrors = {};
    return checked(args, coerceFields(definitions, given, errors), errors);
  };
}

/** A query string is all text: integers and booleans are read as such, anything else is GraphQL's to refuse. */
function fromText(value: unknown, type: GraphQLNamedType): unknown {
  if (typeof value !== "string") return value;
  if (type === GraphQLInt && /^-?\d+$/.test(value)) return Number(value);
  if (type === GraphQLBoolean && (value === "true" || value === "false")) return value === "true";
  return value;
}
