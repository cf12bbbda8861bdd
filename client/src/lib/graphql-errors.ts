import { CombinedGraphQLErrors } from "@apollo/client";

/** True when the API answered that the requested item does not exist (or is not public). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === "NOT_FOUND");
}

/** True when a save was refused because someone else saved since (the form shows who, and what to do). */
export function isConflict(error: unknown): boolean {
  return errorCodeOf(error) === "CONFLICT";
}

/** The per-field messages of a BAD_USER_INPUT answer, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors.find((item) => item.extensions?.code === "BAD_USER_INPUT")?.extensions?.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}

export function errorCodeOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}
