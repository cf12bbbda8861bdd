import { registerDecorator } from "class-validator";
import type { ValidationOptions, ValidatorOptions } from "class-validator";

/** How every input is checked, by TypeGraphQL (buildSchema) and by the REST shim alike. */
export const VALIDATOR_OPTIONS: ValidatorOptions = { forbidUnknownValues: false };

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
