import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import type { DocumentNode } from "graphql";
import { EventCalendarsDocument, SchoolIdentityDocument } from "../gql/graphql";

/** Mocked answers, for MockedProvider or a MockLink. */
export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

/** A mocked answer for one operation with its variables, at once (MockLink's default waits 20–50 ms). */
export function answer(query: DocumentNode, variables: Record<string, unknown>, data: Record<string, unknown>) {
  return { request: { query, variables }, result: { data }, delay: 0 };
}

export function networkFailure(query: DocumentNode, variables: Record<string, unknown>) {
  return { request: { query, variables }, error: new Error("Network request failed") };
}

export function notFound(query: DocumentNode, variables: Record<string, unknown>) {
  return {
    request: { query, variables },
    result: { errors: [new GraphQLError("Not found", { extensions: { code: "NOT_FOUND" } })] },
  };
}

const officeDay = (day: string, opens: string | null = null, closes: string | null = null) => ({
  __typename: "OfficeDay",
  day,
  opens,
  closes,
});

export const school = {
  __typename: "School",
  name: "Berea Girls' Preparatory School",
  motto: "Courage, Kindness, Curiosity",
  foundingYear: 1887,
  tagline: "Educating girls in Johannesburg since {foundingYear}.",
  address: "Fife Ave, Berea 2198, Johannesburg",
  phone: "011 555 0100",
  email: "admin@school.example",
  timeZone: "Africa/Johannesburg",
  admissionsPortalUrl: "https://www.gdeadmissions.gov.za/",
  mapUrl: null as string | null,
  officeHours: [
    ...["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"].map((day) => officeDay(day, "07:30", "12:00")),
    officeDay("FRIDAY", "07:30", "23:30"),
    officeDay("SATURDAY"),
    officeDay("SUNDAY"),
  ],
  socialLinks: [] as { __typename: "SocialLink"; network: string; url: string }[],
};

/** The school's identity as the API answers it; `changes` replace some of its fields. */
export const schoolIdentity = (changes: Partial<typeof school> = {}) =>
  answer(SchoolIdentityDocument, {}, { school: { ...school, ...changes } });

/** The calendars to subscribe to (every event, then Term Dates), answered as often as a page asks. */
export const eventCalendars = () => ({
  ...answer(
    EventCalendarsDocument,
    {},
    {
      eventCalendars: [
        { __typename: "EventCalendar", category: null, path: "/calendar.ics" },
        { __typename: "EventCalendar", category: "Term Dates", path: "/calendar/term-dates.ics" },
      ],
    },
  ),
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const pageInfo = (hasNextPage = false, endCursor: string | null = null) => ({
  __typename: "PageInfo",
  hasNextPage,
  endCursor,
});

export function newsItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "News",
    id: "n1",
    version: 1,
    title: "Netball team wins",
    excerpt: "The team won the league.",
    date: "2025-03-07",
    category: "Sport",
    image: null,
    responsiveImage: null,
    publishedAt: "2025-03-07T06:00:00.000Z",
    expiresAt: null,
    ...overrides,
  };
}

export function eventItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Event",
    id: "e1",
    version: 1,
    title: "Sports Day",
    description: "<p>Races for every grade.</p>",
    descriptionText: "Races for every grade.",
    date: "2025-03-14",
    time: "10:00 AM - 12:00 PM",
    location: "Sports Field",
    category: "General",
    image: null,
    responsiveImage: null,
    publishedAt: "2025-03-01T06:00:00.000Z",
    expiresAt: null,
    ...overrides,
  };
}

export function announcementItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Announcement",
    id: "a1",
    version: 1,
    title: "Early closing",
    content: "<p>School closes at 11:00 on Friday.</p>",
    contentText: "School closes at 11:00 on Friday.",
    date: "2025-03-05",
    priority: "medium",
    publishedAt: "2025-03-05T06:00:00.000Z",
    expiresAt: null,
    ...overrides,
  };
}

export function contactMessage(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "ContactMessage",
    id: "m1",
    name: "Thandi Mokoena",
    email: "thandi@example.com",
    subject: "Admissions",
    message: "When do applications for Grade 1 open?",
    read: false,
    readAt: null,
    createdAt: "2025-03-10T08:00:00.000Z",
    ...overrides,
  };
}
