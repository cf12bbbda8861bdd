import type { ApolloCache, Reference } from "@apollo/client";
import { declaredListRules, placeInLists } from "../../../../lib/cache-lists";

/** A saved article takes its place in every cached news list, and its category joins the filter's. */
export function placeNews(cache: ApolloCache, item: Reference, category: string): void {
  placeInLists(cache, "news", item, declaredListRules("news"));
  cache.modify<{ newsCategories: string[] }>({
    fields: {
      newsCategories: (existing) =>
        !Array.isArray(existing) || existing.includes(category) ? existing : [...existing, category].sort(),
    },
  });
}
