import type { ApolloCache, Reference } from "@apollo/client";
import { byNewest, matchesSearch, placeInLists } from "../../../../lib/cache-lists";
import type { ListRules } from "../../../../lib/cache-lists";
import { todayIsoDate } from "../../../../lib/dates";

const newest = byNewest("date");

/** How the server lists events: search, timeframe (upcoming by default, soonest first), from/to. */
const eventRules: ListRules = {
  includes(item, args, readField) {
    const date = readField<string>("date", item) ?? "";
    const timeframe = args.timeframe ?? "UPCOMING";
    const today = todayIsoDate();
    return (
      matchesSearch(item, args.search, ["title", "description", "location"], readField) &&
      (timeframe !== "UPCOMING" || date >= today) &&
      (timeframe !== "PAST" || date < today) &&
      (typeof args.from !== "string" || date >= args.from) &&
      (typeof args.to !== "string" || date <= args.to)
    );
  },
  compare: (a, b, args, readField) =>
    (args.timeframe ?? "UPCOMING") === "UPCOMING" ? -newest(a, b, args, readField) : newest(a, b, args, readField),
};

export function placeEvent(cache: ApolloCache, item: Reference): void {
  placeInLists(cache, "events", item, eventRules);
}
