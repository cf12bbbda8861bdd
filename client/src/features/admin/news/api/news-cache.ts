import type { ApolloCache } from "@apollo/client";

/** A saved article's category joins the news filter's, if the cache holds them. */
export function addNewsCategory(cache: ApolloCache, category: string): void {
  cache.modify<{ newsCategories: string[] }>({
    fields: {
      newsCategories: (existing) =>
        !Array.isArray(existing) || existing.includes(category) ? existing : [...existing, category].sort(),
    },
  });
}
