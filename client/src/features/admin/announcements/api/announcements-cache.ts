import type { ApolloCache, Reference } from "@apollo/client";
import { byNewest, listedByPublication, matchesSearch, placeInLists } from "../../../../lib/cache-lists";
import type { ListRules } from "../../../../lib/cache-lists";

/**
 * How the server lists announcements: to the public only active ones public now, to staff who ask
 * every one (or those in one state); search, derived priority, newest first.
 */
const announcementRules: ListRules = {
  includes: (item, args, readField) =>
    listedByPublication(item, args, readField, {
      includeAll: args.includeInactive === true,
      isPublic: readField<boolean>("active", item) === true,
    }) &&
    matchesSearch(item, args.search, ["title", "content"], readField) &&
    (!args.priority || readField("priority", item) === args.priority),
  compare: byNewest("date"),
};

/** A saved announcement takes its place in every cached list: deactivated ones leave the public ones. */
export function placeAnnouncement(cache: ApolloCache, item: Reference): void {
  placeInLists(cache, "announcements", item, announcementRules);
}
