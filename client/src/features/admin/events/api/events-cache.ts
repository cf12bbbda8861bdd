import type { ApolloCache, Reference } from "@apollo/client";
import { schoolTimeZoneIn } from "../../../../api/school-identity";
import { declaredListRules, placeInLists } from "../../../../lib/cache-lists";
import { todayIn } from "../../../../lib/dates";

/** A saved event takes its place in every cached list, upcoming or past as the server sees today. */
export function placeEvent(cache: ApolloCache, item: Reference): void {
  placeInLists(cache, "events", item, declaredListRules("events", todayIn(schoolTimeZoneIn(cache))));
}
