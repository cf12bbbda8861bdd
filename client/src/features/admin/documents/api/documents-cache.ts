import type { ApolloCache, Reference } from "@apollo/client";
import { declaredListRules, placeInLists } from "../../../../lib/cache-lists";

/** A saved document takes its place in every cached list that would hold it by its state now. */
export function placeDocument(cache: ApolloCache, item: Reference): void {
  placeInLists(cache, "documents", item, declaredListRules("documents"));
}
