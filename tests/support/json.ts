/**
 * A JSON answer as the tests read it: any property path, its shape checked by expect() rather than
 * by types, since typing each answer would restate the schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place JSON answers are left untyped, see above
export type Json = any;

/** The `field` of every item of a JSON list the API answered, e.g. the titles of one page. */
export function pluck(items: unknown, field: string): unknown[] {
  return (items as Record<string, unknown>[]).map((item) => item[field]);
}
