// TypeGraphQL reads decorator metadata as these classes load, which may come before any entry point has loaded the API.
import "reflect-metadata";
import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import type { ClassType } from "type-graphql";
import { IsBase64, IsOptional, Max, MaxLength, Min } from "class-validator";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { readEntities } from "./entity-reader";
import { UserInputError } from "./errors";
import { UUID_PATTERN } from "./ids";

const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: "first must be at least 1" })
  @Max(MAX_PAGE_SIZE, { message: `first must be at most ${MAX_PAGE_SIZE}` })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: "The endCursor of the previous page." })
  @IsOptional()
  @MaxLength(500, { message: "after is not a valid cursor" })
  @IsBase64({ urlSafe: true }, { message: "after is not a valid cursor" })
  after?: string;
}

@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

export interface Page<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/** A `XConnection` object type: one page of nodes and where the next one starts. */
export function Connection<T extends object>(node: ClassType<T>) {
  // Not referenced by any resolver itself, so only its concrete subclasses reach the schema.
  @ObjectType({ simpleResolvers: true })
  abstract class ConnectionClass implements Page<T> {
    @Field(() => [node])
    nodes!: T[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ConnectionClass;
}

export interface SortKey {
  /** Column expression as SQL, e.g. `news.date`. */
  column: string;
  /** Entity property that holds the value used in the cursor. */
  property: string;
  /** What a cursor value must be, so a forged cursor is a user error, not an SQL error. */
  format: { test(value: string): boolean };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Well formed and a real moment: 2026-02-31 and 2026-99-99 are shaped like dates, and Postgres refuses them. */
const realMoment = (shape: RegExp, value: string, instant: string): boolean => {
  if (!shape.test(value)) return false;
  const time = Date.parse(instant);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === instant.slice(0, 19);
};

export const CursorFormat = {
  date: { test: (value: string) => realMoment(DATE, value, `${value}T00:00:00Z`) },
  timestamp: { test: (value: string) => realMoment(TIMESTAMP, value, value) },
  uuid: UUID_PATTERN,
};

/**
 * Keyset pagination: rows ordered by the keys (all ascending or all descending, the last key
 * unique) and a cursor holding the last row's key values. Stable under inserts, index friendly.
 */
export async function paginate<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  keys: SortKey[],
  direction: "ASC" | "DESC",
  { first, after }: PageArgs,
): Promise<Page<T>> {
  for (const key of keys) query.addOrderBy(key.column, direction);
  if (after) {
    const values = decodeCursor(after, keys);
    const columns = keys.map((key) => key.column).join(", ");
    const params = keys.map((_, index) => `:cursor${index}`).join(", ");
    const comparison = direction === "DESC" ? "<" : ">";
    query.andWhere(
      `(${columns}) ${comparison} (${params})`,
      Object.fromEntries(values.map((value, index) => [`cursor${index}`, value])),
    );
  }
  const rows = await readEntities(query.limit(first + 1));
  const hasNextPage = rows.length > first;
  const nodes = hasNextPage ? rows.slice(0, first) : rows;
  const last = nodes[nodes.length - 1];
  return {
    nodes,
    pageInfo: {
      hasNextPage,
      endCursor: last ? encodeCursor(keys.map((key) => cursorValue(last[key.property]))) : null,
    },
  };
}

function cursorValue(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

function decodeCursor(cursor: string, keys: SortKey[]): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(values) &&
      values.length === keys.length &&
      values.every((value, index) => typeof value === "string" && keys[index].format.test(value))
    ) {
      return values as string[];
    }
  } catch {
    // fall through to the user error below
  }
  throw new UserInputError("after is not a valid cursor", { after: "after is not a valid cursor" });
}
