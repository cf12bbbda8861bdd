import type { ApolloCache, Reference } from "@apollo/client";
import { declaredListRules, placeInLists } from "../../../../lib/cache-lists";

/** A saved announcement takes its place in every cached list: deactivated ones leave the public ones. */
export function placeAnnouncement(cache: ApolloCache, item: Reference): void {
  placeInLists(cache, "announcements", item, declaredListRules("announcements"));
}
