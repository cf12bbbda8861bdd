import type { ApolloCache, Reference } from "@apollo/client";
import { LIST_RULES } from "./content-types.generated";
import { publicationStateOf } from "./publication";

/** The arguments a cached list was fetched with (those its field policy keys it by). */
type ListArgs = Record<string, unknown>;

type ReadField = <T>(fieldName: string, from: Reference) => T | undefined;

/** How the server fills a list field: which items a list fetched with `args` holds, and in what order. */
export interface ListRules {
  includes(item: Reference, args: ListArgs, readField: ReadField): boolean;
  /** Negative when `a` comes before `b`. */
  compare(a: Reference, b: Reference, args: ListArgs, readField: ReadField): number;
}

interface CachedConnection {
  nodes: Reference[];
  pageInfo?: { hasNextPage: boolean };
}

/** `news:{"first":12,"search":"x"}` or `news({"first":12})` → the arguments. */
function listArgsOf(storeFieldName: string, fieldName: string): ListArgs {
  const rest = storeFieldName.slice(fieldName.length).replace(/^[:(]/, "").replace(/\)$/, "");
  return rest ? (JSON.parse(rest) as ListArgs) : {};
}

/**
 * Puts a created or edited item where the server would list it, in every cached list of the
 * field (the admin's and the public pages'), and takes it out of lists it no longer belongs to.
 * An item that sorts after the loaded part of a list with more pages is left for 'Load more'.
 */
export function placeInLists(cache: ApolloCache, fieldName: string, item: Reference, rules: ListRules): void {
  cache.modify({
    fields: {
      [fieldName]: (value, { storeFieldName, readField }) => {
        const existing = value as CachedConnection;
        if (!existing?.nodes) return value;
        const args = listArgsOf(storeFieldName, fieldName);
        const read = readField as ReadField;
        const nodes = existing.nodes.filter((node) => node.__ref !== item.__ref);
        if (rules.includes(item, args, read)) {
          const index = nodes.findIndex((node) => rules.compare(item, node, args, read) < 0);
          if (index >= 0) nodes.splice(index, 0, item);
          else if (!existing.pageInfo?.hasNextPage) nodes.push(item);
        }
        // A list fetched without page info (a home carousel) keeps its size.
        const first = typeof args.first === "number" ? args.first : undefined;
        return { ...existing, nodes: !existing.pageInfo && first ? nodes.slice(0, first) : nodes };
      },
    },
  });
}

/** Takes an item out of every cached list of the field. */
export function removeFromLists(cache: ApolloCache, fieldName: string, item: { __typename: string; id: string }): void {
  const ref = cache.identify(item);
  cache.modify({
    fields: {
      [fieldName]: (value) => {
        const existing = value as CachedConnection;
        return existing?.nodes ? { ...existing, nodes: existing.nodes.filter((node) => node.__ref !== ref) } : value;
      },
    },
  });
}

/** A list field whose rules a content type declares. */
export type ListField = keyof typeof LIST_RULES;

/** What the client reads of a list's declared rules (server/src/kernel/list-rules.ts says what each means). */
interface DeclaredListRules {
  field: string;
  /** The kind of its items, as TrashKind and SearchKind name it. */
  kind?: string;
  alsoShownIn?: readonly string[];
  order: readonly { property: string; format: string }[];
  direction: "ASC" | "DESC";
  everyStateArg: string;
  shownWhen?: string;
  search?: { properties: readonly string[] };
  equal?: readonly { arg: string; property: string }[];
  dateRange?: { property: string; fromArg: string; toArg: string };
  timeframe?: { arg: string; property: string; default: string };
}

/** Whether the item is in the list fetched with `args` by its publication state now, as the server decides. */
function listedByPublication(item: Reference, args: ListArgs, readField: ReadField, rules: DeclaredListRules): boolean {
  const state = publicationStateOf({
    publishedAt: readField<string | null>("publishedAt", item),
    expiresAt: readField<string | null>("expiresAt", item),
  });
  if (args.state) return state === args.state;
  if (args[rules.everyStateArg] === true) return true;
  return state === "PUBLISHED" && (!rules.shownWhen || readField<boolean>(rules.shownWhen, item) === true);
}

/** Case-insensitive substring match in any of the fields, as the server's search does. */
function matchesSearch(item: Reference, search: unknown, fields: readonly string[], readField: ReadField): boolean {
  const needle = typeof search === "string" ? search.trim().toLowerCase() : "";
  return !needle || fields.some((field) => (readField<string>(field, item) ?? "").toLowerCase().includes(needle));
}

/** Two values of a sort key: numbers as numbers, dates, timestamps and ids as the server orders their text. */
function compareValues(a: string | number | undefined, b: string | number | undefined): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [first, second] = [String(a ?? ""), String(b ?? "")];
  return first < second ? -1 : first > second ? 1 : 0;
}

/** The content lists, by field: those whose rules the areas declare. */
export const CONTENT_LIST_FIELDS = Object.keys(LIST_RULES) as ListField[];

/** The query fields whose cached answers hold items of a kind (`NEWS`): its lists, and any page showing them. */
export function cachedListsOf(kind: string): string[] {
  return Object.values(LIST_RULES).flatMap((rules: DeclaredListRules) =>
    rules.kind === kind ? [rules.field, ...(rules.alsoShownIn ?? [])] : [],
  );
}

/** The arguments a content list is cached by: the page size and each one its rules read (`after` pages it). */
export function listKeyArgs(field: ListField): string[] {
  const rules: DeclaredListRules = LIST_RULES[field];
  return [
    "first",
    ...(rules.search ? ["search"] : []),
    ...(rules.equal ?? []).map(({ arg }) => arg),
    ...(rules.timeframe ? [rules.timeframe.arg] : []),
    ...(rules.dateRange ? [rules.dateRange.fromArg, rules.dateRange.toArg] : []),
    rules.everyStateArg,
    "state",
  ];
}

/**
 * The rules the server fills the list field by (written by `npm run schema` from the content type's
 * declaration). A list of upcoming items needs `today`, in the school's time zone.
 */
export function declaredListRules(field: ListField, today?: string): ListRules {
  const rules: DeclaredListRules = LIST_RULES[field];
  if (rules.timeframe && today === undefined) throw new Error(`The ${field} lists need today's date`);
  const schoolToday = today ?? "";
  const timeframeOf = (args: ListArgs) => rules.timeframe && (args[rules.timeframe.arg] ?? rules.timeframe.default);
  return {
    includes(item, args, readField) {
      if (!listedByPublication(item, args, readField, rules)) return false;
      if (rules.search && !matchesSearch(item, args.search, rules.search.properties, readField)) return false;
      for (const { arg, property } of rules.equal ?? []) {
        if (args[arg] != null && readField(property, item) !== args[arg]) return false;
      }
      if (rules.dateRange) {
        const date = readField<string>(rules.dateRange.property, item) ?? "";
        const [from, to] = [args[rules.dateRange.fromArg], args[rules.dateRange.toArg]];
        if ((typeof from === "string" && date < from) || (typeof to === "string" && date > to)) return false;
      }
      if (rules.timeframe) {
        const date = readField<string>(rules.timeframe.property, item) ?? "";
        const timeframe = timeframeOf(args);
        if ((timeframe === "UPCOMING" && date < schoolToday) || (timeframe === "PAST" && date >= schoolToday)) {
          return false;
        }
      }
      return true;
    },
    compare(a, b, args, readField) {
      const ascending = (rules.direction === "ASC") !== (timeframeOf(args) === "UPCOMING");
      for (const { property } of rules.order) {
        const order = compareValues(readField<string | number>(property, a), readField<string | number>(property, b));
        if (order) return ascending ? order : -order;
      }
      return 0;
    },
  };
}
