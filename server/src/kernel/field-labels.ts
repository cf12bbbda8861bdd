import { Field, ObjectType, registerEnumType } from "type-graphql";

/** How a field's value reads: the staff panel formats and compares each format its own way. */
export enum FieldFormat {
  TEXT = "text",
  /** Sanitised HTML, as the public page draws it. */
  RICH_TEXT = "rich-text",
  /** yyyy-mm-dd */
  DATE = "date",
  /** An ISO instant, read on the school's clock. */
  INSTANT = "instant",
  /** 'true' or 'false' */
  YES_NO = "yes-no",
  /** The picture's address. */
  PICTURE = "picture",
  /** The file's address: a new file has a new one. */
  FILE = "file",
}
registerEnumType(FieldFormat, { name: "FieldFormat", description: "How a field's value reads." });

/** One field of a kind of content as staff know it: the words the audit log and the history use for it. */
export interface FieldLabel<T> {
  /** The entity's property that a write changes, e.g. 'expiresAt'. */
  property: string;
  /** What staff call it, in lower case as inside a sentence: 'take-down date'. */
  label: string;
  format?: FieldFormat;
  /** Its value as text, null when it has none; by default the property's own value. */
  value?: (item: T) => string | null;
  /** What having no value means: 'none (a draft)'. */
  empty?: string;
}

/** The fields staff edit of one kind, in the order its form shows them. */
export type FieldLabels<T> = readonly FieldLabel<T>[];

@ObjectType({ description: "One field of a saved version, as staff read it." })
export class VersionField {
  @Field(() => String, { description: "Which field: the same in every version of the item." })
  name!: string;

  @Field(() => String, { description: "What staff call it, in lower case: 'take-down date'." })
  label!: string;

  @Field(() => FieldFormat)
  format!: FieldFormat;

  @Field(() => String, { nullable: true, description: "Its value then, as text in its format; null: none." })
  value!: string | null;

  @Field(() => String, { description: "What no value means for this field: 'none (a draft)'." })
  empty!: string;
}

/** A column's value as text: columns staff edit hold strings, numbers, booleans and timestamps. */
function textOf(value: string | number | boolean | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

/** An item's fields with their values, as the history shows them. */
export function describeFields<T>(labels: FieldLabels<T>, item: T): VersionField[] {
  return labels.map(({ property, label, format = FieldFormat.TEXT, value, empty = "none" }) => ({
    name: property,
    label,
    format,
    value: value ? value(item) : textOf((item as Record<string, string | number | boolean | Date | null>)[property]),
    empty,
  }));
}

/** What staff call a property ('expiresAt': 'take-down date'); a property nobody labelled keeps its name. */
export function labelOf(labels: FieldLabels<never> | undefined, property: string): string {
  return labels?.find((field) => field.property === property)?.label ?? property;
}

/** 'title', 'title and date', 'title, date and picture'. */
export function inWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
