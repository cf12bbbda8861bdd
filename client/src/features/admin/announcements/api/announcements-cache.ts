import type { ApolloCache, Reference } from "@apollo/client";
import { byNewest, matchesSearch, placeInLists } from "../../../../lib/cache-lists";
import type { ListRules } from "../../../../lib/cache-lists";

/** How the server lists announcements: active only unless staff ask, search, derived priority, newest first. */
const announcementRules: ListRules = {
  includes: (item, args, readField) =>
    (args.includeInactive === true || readField<boolean>("active", item) === true) &&
    matchesSearch(item, args.search, ["title", "content"], readField) &&
    (!args.priority || readField("priority", item) === args.priority),
  compare: byNewest("date"),
};

/** A saved announcement takes its place in every cached list: deactivated ones leave the public ones. */
export function placeAnnouncement(cache: ApolloCache, item: Reference): void {
  placeInLists(cache, "announcements", item, announcementRules);
}
