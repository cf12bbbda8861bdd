import { registerDecorator, validateOrReject } from "class-validator";
import type { ValidationError, ValidationOptions, ValidatorOptions } from "class-validator";
import { ArgumentValidationError } from "type-graphql";

/**
 * How every argument is checked, by TypeGraphQL (`validateArgument`) and by the REST shim alike: for the fields it
 * was given (TypeGraphQL's default), and with no complaint about a value without rules.
 */
export const ARGUMENT_VALIDATOR_OPTIONS: ValidatorOptions = { skipMissingProperties: true, forbidUnknownValues: false };

const isObject = (value: unknown): value is object => value !== null && typeof value === "object";

/**
 * TypeGraphQL's own check of an argument (buildSchema's `validateFn`), the same calls with the same options: its
 * built-in one imports class-validator again on every argument of every request (~2 % of a list's CPU).
 */
export async function validateArgument(value: unknown): Promise<void> {
  try {
    if (Array.isArray(value))
      await Promise.all(value.filter(isObject).map((item) => validateOrReject(item, ARGUMENT_VALIDATOR_OPTIONS)));
    else if (isObject(value)) await validateOrReject(value, ARGUMENT_VALIDATOR_OPTIONS);
  } catch (errors) {
    throw new ArgumentValidationError(errors as ValidationError[]);
  }
}

export const TITLE_MAX = 200;
export const CONTENT_MAX = 50_000;
export const SHORT_TEXT_MAX = 500;
export const SEARCH_MAX = 200;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-mm-dd (so 2025-02-30 is refused). */
function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1800 &&
    year <= 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export function IsCalendarDate(options?: ValidationOptions) {
  return function (target: object, propertyName: string) {
    registerDecorator({
      name: "isCalendarDate",
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be a real date in the form yyyy-mm-dd`, ...options },
      validator: { validate: (value: unknown) => isCalendarDate(value) },
    });
  };
}

const CLOCK = "(?:1[0-2]|0?[1-9]):[0-5]\\d ?[AaPp][Mm]";
/** Event time text as the original site wrote it: '10:00 AM' or '10:00 AM - 12:00 PM'. */
export const EVENT_TIME_PATTERN = new RegExp(`^${CLOCK}(?: - ${CLOCK})?$`);

/** Whitespace-only text counts as missing, as a person reading the form would expect. */
export function IsNotBlank(options?: ValidationOptions) {
  return function (target: object, propertyName: string) {
    registerDecorator({
      name: "isNotBlank",
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} is required`, ...options },
      validator: { validate: (value: unknown) => typeof value === "string" && value.trim() !== "" },
    });
  };
}
