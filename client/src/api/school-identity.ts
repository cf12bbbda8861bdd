import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";
import type { SchoolIdentityQuery } from "../gql/graphql";
import { todayIn, yearIn } from "../lib/dates";

const SchoolIdentityQuery = graphql(`
  query SchoolIdentity {
    school {
      name
      motto
      foundingYear
      tagline
      address
      phone
      email
      timeZone
      admissionsPortalUrl
      mapUrl
      officeHours {
        day
        opens
        closes
      }
      socialLinks {
        network
        url
      }
    }
  }
`);

/** The header's and footer's read of the identity, as the app's start reads it ahead (src/start.tsx). */
export const schoolIdentityRead = { query: SchoolIdentityQuery };

export function useSchoolIdentity() {
  return useQuery(schoolIdentityRead.query);
}

/** The school's time zone before the identity has loaded (the API's default). */
export const DEFAULT_TIME_ZONE = "Africa/Johannesburg";

/**
 * The school's time zone. Read from the cache only: the page brings the identity (see below) or
 * the site header asks for it, and the staff panel, which has no header, spends no request on it.
 */
export function useSchoolTimeZone(): string {
  const { data } = useQuery(SchoolIdentityQuery, { fetchPolicy: "cache-only" });
  return data?.school.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The same, where no hook runs (a cache update after a save). */
export function schoolTimeZoneIn(cache: ApolloCache): string {
  return cache.readQuery({ query: SchoolIdentityQuery })?.school.timeZone ?? DEFAULT_TIME_ZONE;
}

/** This year where the school is: the footer's, on every page. */
export function useSchoolYear(): string {
  return yearIn(useSchoolTimeZone());
}

/** Today (yyyy-mm-dd) where the school is: what decides "upcoming", the current month and a form's default date. */
export function useSchoolToday(): string {
  return todayIn(useSchoolTimeZone());
}

/**
 * The server writes the school's identity into the page (server/src/http/client.ts). With it in
 * the cache the header, footer and page titles appear with the first paint instead of after a
 * round trip; a page without it (the Vite dev server) asks the API as usual.
 */
export function seedSchoolIdentity(cache: ApolloCache, page: Document = document): void {
  const json = page.getElementById("school-identity")?.textContent;
  if (!json) return;
  try {
    // Trusted no further than its shape: a block that lacks a field never completes the query, which then asks the API.
    const school = JSON.parse(json) as SchoolIdentityQuery["school"];
    cache.writeQuery({ query: SchoolIdentityQuery, data: { school } });
  } catch {
    // A damaged block costs only the round trip it was meant to save: the query asks the API.
  }
}
