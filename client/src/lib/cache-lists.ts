import type { ApolloCache, Reference } from "@apollo/client";
import { publicationStateOf } from "./publication";

/** The arguments a cached list was fetched with (those its field policy keys it by). */
export type ListArgs = Record<string, unknown>;

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

/** Case-insensitive substring match in any of the given text fields, as the server's search does. */
export function matchesSearch(item: Reference, search: unknown, fields: string[], readField: ReadField): boolean {
  const needle = typeof search === "string" ? search.trim().toLowerCase() : "";
  return !needle || fields.some((field) => (readField<string>(field, item) ?? "").toLowerCase().includes(needle));
}

/** Newest first by a date field, then by creation time (unknown counts as older). */
export function byNewest(dateField: string) {
  return (a: Reference, b: Reference, _args: ListArgs, readField: ReadField): number => {
    const dates = (readField<string>(dateField, b) ?? "").localeCompare(readField<string>(dateField, a) ?? "");
    return dates || (readField<string>("createdAt", b) ?? "").localeCompare(readField<string>("createdAt", a) ?? "");
  };
}

/**
 * Whether a list fetched with `args` holds the item by its publication state now, as the server decides:
 * a list filtered by state holds that state; one that includes everything (`includeAll`, staff only)
 * holds every item; any other holds only what is public now (and `isPublic` otherwise, e.g. active).
 */
export function listedByPublication(
  item: Reference,
  args: ListArgs,
  readField: ReadField,
  { includeAll, isPublic = true }: { includeAll: boolean; isPublic?: boolean },
): boolean {
  const state = publicationStateOf({
    publishedAt: readField<string | null>("publishedAt", item),
    expiresAt: readField<string | null>("expiresAt", item),
  });
  if (args.state) return state === args.state;
  return includeAll || (isPublic && state === "PUBLISHED");
}
