/** Every record's id is a UUID that PostgreSQL generates. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID: anything else names no record, so it is never sent to the database. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
