import type { ApolloCache, Reference } from "@apollo/client";
import { byNewest, listedByPublication, placeInLists } from "../../../../lib/cache-lists";

/** A saved document takes its place in every cached list that would hold it by its state now, newest first. */
export function placeDocument(cache: ApolloCache, item: Reference): void {
  placeInLists(cache, "documents", item, {
    includes: (document, args, readField) =>
      listedByPublication(document, args, readField, { includeAll: args.includeUnpublished === true }),
    compare: byNewest("createdAt"),
  });
}
