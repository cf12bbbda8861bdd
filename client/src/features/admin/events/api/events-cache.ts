import type { ApolloCache, Reference } from "@apollo/client";
import { schoolTimeZoneIn } from "../../../../api/school-identity";
import { byNewest, listedByPublication, matchesSearch, placeInLists } from "../../../../lib/cache-lists";
import type { ListRules } from "../../../../lib/cache-lists";
import { todayIn } from "../../../../lib/dates";

const newest = byNewest("date");

/**
 * How the server lists events on `today`: to the public only those public now, to staff who ask every one
 * (or those in one state); search, timeframe (upcoming by default, soonest first), from/to.
 */
function eventRules(today: string): ListRules {
  return {
    includes(item, args, readField) {
      const date = readField<string>("date", item) ?? "";
      const timeframe = args.timeframe ?? "UPCOMING";
      return (
        listedByPublication(item, args, readField, { includeAll: args.includeUnpublished === true }) &&
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
}

/** A saved event takes its place in every cached list, upcoming or past as the server sees today. */
export function placeEvent(cache: ApolloCache, item: Reference): void {
  placeInLists(cache, "events", item, eventRules(todayIn(schoolTimeZoneIn(cache))));
}
