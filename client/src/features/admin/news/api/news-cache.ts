import type { ApolloCache, Reference } from "@apollo/client";
import { byNewest, listedByPublication, matchesSearch, placeInLists } from "../../../../lib/cache-lists";
import type { ListRules } from "../../../../lib/cache-lists";

/**
 * How the server lists news: search in title or excerpt, exact category, newest first; the public
 * lists only what is public now, the staff's every state or the one they filter by.
 */
const newsRules: ListRules = {
  includes: (item, args, readField) =>
    listedByPublication(item, args, readField, { includeAll: args.includeUnpublished === true }) &&
    matchesSearch(item, args.search, ["title", "excerpt"], readField) &&
    (!args.category || readField("category", item) === args.category),
  compare: byNewest("date"),
};

/** A saved article takes its place in every cached news list, and its category joins the filter's. */
export function placeNews(cache: ApolloCache, item: Reference, category: string): void {
  placeInLists(cache, "news", item, newsRules);
  cache.modify<{ newsCategories: string[] }>({
    fields: {
      newsCategories: (existing) =>
        !Array.isArray(existing) || existing.includes(category) ? existing : [...existing, category].sort(),
    },
  });
}
