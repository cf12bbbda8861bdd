import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { containsPattern } from "./crud.service";
import { todayIn } from "./dates";
import { UnauthenticatedError, UserInputError } from "./errors";
import { CursorFormat, paginate } from "./pagination";
import type { Page, PageArgs, SortKey } from "./pagination";
import { inState, onlyPublic } from "./publication";
import type { PublicationState, Viewer } from "./publication";

/** What a sort key's values are: they shape its cursors and how the panel compares them. */
type SortFormat = "date" | "timestamp" | "uuid" | "integer";

type EventTimeframeName = "UPCOMING" | "PAST" | "ALL";

/**
 * How a list field of a content type is filled: which items a list fetched with some arguments holds,
 * and in what order. Plain data, declared once per list: the server's query is built from it here, and
 * `npm run schema` writes it for the staff panel, whose cache places a saved item by the same rules.
 */
export interface ListRules {
  /** The GraphQL query field (`announcements`). */
  field: string;
  /** The sort keys, properties of the GraphQL type, the last one unique. */
  order: readonly { property: string; format: SortFormat }[];
  /** The order of the keys; upcoming items (see `timeframe`) come the other way, soonest first. */
  direction: "ASC" | "DESC";
  /**
   * The staff-only argument for items in every state; without it, and without a `state`, a list holds
   * only what is public now (and, with `shownWhen`, only items whose flag is true).
   */
  everyStateArg: string;
  shownWhen?: string;
  /** What the anonymous visitor who asks for every state is told they cannot see: "unpublished articles". */
  hiddenItems: string;
  /** Other query fields whose answers hold these items too (General Information's documents): a restore reloads them. */
  alsoShownIn?: readonly string[];
  /** `search`: case-insensitive, in any of these properties (or, on the server, one column that holds them). */
  search?: { properties: readonly string[]; indexedColumn?: string };
  /** Arguments that, when given, keep the items whose property equals them. */
  equal?: readonly { arg: string; property: string }[];
  /** Arguments for the earliest and latest day (inclusive) of a date property. */
  dateRange?: { property: string; fromArg: string; toArg: string };
  /**
   * An argument saying upcoming (today or later in the school's time zone, soonest first), past or all,
   * with its default (which the GraphQL argument declares too).
   */
  timeframe?: { arg: string; property: string; default: EventTimeframeName };
}

/** The arguments every content list takes besides its own filters. */
export interface ListArgs extends PageArgs {
  search?: string | null;
  state?: PublicationState | null;
}

const FORMATS: Record<SortFormat, SortKey["format"]> = {
  date: CursorFormat.date,
  timestamp: CursorFormat.timestamp,
  uuid: CursorFormat.uuid,
  integer: /^-?\d{1,10}$/,
};

/** `albumId` → `album_id`: the naming strategy's column for a property. */
const columnOf = (alias: string, property: string) =>
  `${alias}.${property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/** The sort keys of a list, as `paginate` and `selectFields` take them. */
function sortKeysOf(rules: ListRules, alias: string): SortKey[] {
  return rules.order.map(({ property, format }) => ({
    column: columnOf(alias, property),
    property,
    format: FORMATS[format],
  }));
}

/** The order of dated items (news, events, announcements): by their date, then when they were created. */
export const BY_DATE_THEN_CREATION: ListRules["order"] = [
  { property: "date", format: "date" },
  { property: "createdAt", format: "timestamp" },
  { property: "id", format: "uuid" },
];

/** What a list needs to know besides its arguments. */
export interface ListContext {
  viewer: Viewer;
  now: Date;
  /** The school's time zone, where "today" is, for a list with a `timeframe`. */
  timeZone?: string;
}

/** One page of the list `rules` describe, for `args`, from a query over the kind's table (`alias`). */
export function listPage<T extends ObjectLiteral>(
  rules: ListRules,
  query: SelectQueryBuilder<T>,
  listArgs: ListArgs,
  { viewer, now, timeZone }: ListContext,
): Promise<Page<T>> {
  // The kind's own filters are arguments named in the rules.
  const args = listArgs as ListArgs & Record<string, unknown>;
  const alias = query.alias;
  const everyState = args[rules.everyStateArg] === true;
  if ((everyState || args.state) && !viewer.isStaff) {
    throw new UnauthenticatedError(`Sign in to see ${rules.hiddenItems}`);
  }
  if (!everyState && !args.state) {
    onlyPublic(query, alias, now);
    if (rules.shownWhen) query.andWhere(`${columnOf(alias, rules.shownWhen)} = true`);
  }
  if (args.state) inState(query, alias, args.state, now);

  const search = args.search?.trim();
  if (search && rules.search) {
    const { properties, indexedColumn } = rules.search;
    const pattern = containsPattern(search);
    if (indexedColumn) query.andWhere(`${alias}.${indexedColumn} LIKE lower(:pattern)`, { pattern });
    else {
      const matches = properties.map((property) => `${columnOf(alias, property)} ILIKE :pattern`);
      query.andWhere(`(${matches.join(" OR ")})`, { pattern });
    }
  }
  for (const { arg, property } of rules.equal ?? []) {
    if (args[arg] != null) query.andWhere(`${columnOf(alias, property)} = :${arg}`, { [arg]: args[arg] });
  }
  if (rules.dateRange) {
    const { property, fromArg, toArg } = rules.dateRange;
    const [from, to] = [args[fromArg], args[toArg]];
    if (typeof from === "string" && typeof to === "string" && from > to) {
      const message = `${fromArg} must not be after ${toArg}`;
      throw new UserInputError(message, { [fromArg]: message });
    }
    if (typeof from === "string") query.andWhere(`${columnOf(alias, property)} >= :rangeFrom`, { rangeFrom: from });
    if (typeof to === "string") query.andWhere(`${columnOf(alias, property)} <= :rangeTo`, { rangeTo: to });
  }
  let direction = rules.direction;
  if (rules.timeframe) {
    const { arg, property } = rules.timeframe;
    if (!timeZone) throw new Error(`The list ${rules.field} has a timeframe: give it the school's time zone`);
    const timeframe = args[arg] ?? rules.timeframe.default;
    const today = todayIn(timeZone, now);
    if (timeframe === "UPCOMING") {
      query.andWhere(`${columnOf(alias, property)} >= :today`, { today });
      direction = direction === "ASC" ? "DESC" : "ASC";
    }
    if (timeframe === "PAST") query.andWhere(`${columnOf(alias, property)} < :today`, { today });
  }
  return paginate(query, sortKeysOf(rules, alias), direction, args);
}
