import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { Clock } from "../../kernel/clock";
import { auditedByTitle } from "../../kernel/audit";
import { sitemapUrls } from "../../kernel/sitemap";
import { contentApi } from "../../kernel/content-api";
import type { ItemHistory } from "../../kernel/versions";
import { IMAGE_JSON_LIMIT } from "../files";
import type { AssetStore } from "../files";
import {
  EVENT_LABELS,
  Event,
  EventInput,
  EventListArgs,
  EventTimeframe,
  EVENT_LIST,
  DEFAULT_EVENT_CATEGORY,
} from "./event.entity";
import { EventCalendarsResolver } from "./event.resolver";
import { eventCalendarRoutes } from "./event.calendar";
import { EventService } from "./event.service";
import type { DemoContent } from "../../kernel/area";
import { addDays } from "../../kernel/dates";
import { publishedBefore } from "../../kernel/publication";

interface EventNeeds {
  dataSource: DataSource;
  assets: AssetStore;
  /** Its time zone says which events are upcoming. */
  school: SchoolIdentity;
  clock: Clock;
  /** Where the earlier versions of what staff save are kept. */
  revisions: ItemHistory;
  /** The site's public origin (PUBLIC_URL), which the calendar feeds' links start with. */
  publicUrl: string;
}

/**
 * School events: GraphQL, the REST paths, the calendar feeds parents subscribe to, their pages in the
 * sitemap (past ones too), demo events.
 */
export const eventsArea = defineArea({
  kind: "event",
  itemName: "Event",
  entities: [Event],
  publicTables: ["events"],
  lists: [EVENT_LIST],
  audited: [auditedByTitle(Event, "Event", EVENT_LABELS)],
  trash: (events) => events,
  preview: { table: "events" },
  search: {
    label: "Events",
    path: (id) => `/events/${id}`,
    table: {
      table: "events",
      date: "date",
      snippet: [{ column: "description", html: true }, { column: "events.location" }],
    },
  },
  createService: ({ dataSource, assets, school, clock, revisions }: EventNeeds) =>
    new EventService(dataSource, assets, school.timeZone, clock, revisions),
  api: contentApi({
    type: Event,
    input: EventInput,
    listArgs: EventListArgs,
    list: { field: "events", description: "Events; upcoming ones, soonest first, unless timeframe says otherwise." },
    one: {
      field: "event",
      description:
        "One event; NOT_FOUND for an unknown id, or one not published (except to staff or with its preview link's X-Preview-Token header).",
    },
    deletes: "the event",
    rest: {
      path: "/events",
      tag: "Events",
      names: { one: "event", many: "events" },
      fields: ["id", "title", "description", "date", "time", "location", "image"],
      example: {
        title: "Athletics Day",
        description: "Track and field events.\nBring a hat.",
        date: "2030-03-14",
        time: "10:00 AM - 12:00 PM",
        location: "Sports Field",
      },
      bodyLimit: IMAGE_JSON_LIMIT,
    },
  }),
  resolvers: [EventCalendarsResolver],
  httpRoutes: (events, { school, publicUrl }) => eventCalendarRoutes(events, school, publicUrl),
  sitemap: (events) =>
    sitemapUrls("/events", (page) =>
      events.list(Object.assign(new EventListArgs(), page, { timeframe: EventTimeframe.ALL })),
    ),
  seed: seedDemoEvents,
  nextPublicChange: (events) => (now) => events.nextPublicChange(now),
});

async function seedDemoEvents({ manager, today }: DemoContent): Promise<void> {
  await manager.insert(
    Event,
    demoEvents.map(([inDays, time, location, title, description, category = DEFAULT_EVENT_CATEGORY]) => ({
      title,
      description,
      location,
      time,
      category,
      date: addDays(today, inDays),
      // Events are announced ahead: every demo event, coming or past, is public already.
      publication: publishedBefore(addDays(today, Math.min(inDays, 0))),
    })),
  );
}

type DemoEvent = [
  inDays: number,
  time: string,
  location: string,
  title: string,
  description: string,
  category?: string,
];

const TERM_DATES = "Term Dates";

const demoEvents: DemoEvent[] = [
  [
    18,
    "12:00 PM",
    "Main Gate",
    "Last Day of Term",
    "<p>School closes at 12:00. Aftercare runs until 14:00 for learners who are booked in.</p>",
    TERM_DATES,
  ],
  [
    60,
    "07:30 AM",
    "Main Gate",
    "First Day of Term",
    "<p>Classes start at 07:45. New families are welcome from 07:15 for a tea in the library.</p>",
    TERM_DATES,
  ],
  [-55, "07:30 AM", "Main Gate", "First Day of Term", "<p>Classes start at 07:45.</p>", TERM_DATES],
  [
    4,
    "08:00 AM - 10:00 AM",
    "School Hall",
    "Grade 7 Farewell Assembly",
    "<p>A special assembly to say goodbye to our Grade 7 class.<br />Parents of Grade 7 learners are warmly invited.</p>",
  ],
  [
    9,
    "02:00 PM - 05:00 PM",
    "Sports Field",
    "Inter-house Athletics Day",
    "<p>Track and field events for Grades 1 to 7.<br />Please send sunscreen, a hat and a water bottle.</p>",
    "Sport",
  ],
  [
    15,
    "06:00 PM - 08:00 PM",
    "School Hall",
    "End-of-Year Concert",
    "<p>The choir, orchestra and drama club perform.<br />Tickets are available from the office.</p>",
  ],
  [
    22,
    "10:00 AM - 12:00 PM",
    "Library",
    "Open Morning for Prospective Families",
    "<p>Tour the school, meet our teachers and ask about admissions for next year.</p>",
  ],
  [
    30,
    "07:30 AM",
    "Main Gate",
    "Grade 6 Outing to the Apartheid Museum",
    "<p>Buses leave promptly from the main gate.<br />Learners should bring a packed lunch.</p>",
  ],
  [
    45,
    "09:00 AM - 11:00 AM",
    "Classrooms",
    "Parent-Teacher Meetings",
    "<p>Book a slot with your daughter's teacher through the class representative.</p>",
  ],
  [
    -6,
    "09:00 AM - 12:00 PM",
    "School Hall",
    "Heritage Day Celebration",
    "<p>Learners and staff celebrated the many cultures of our school family.</p>",
  ],
  [
    -20,
    "02:00 PM - 04:00 PM",
    "Swimming Pool",
    "Inter-house Swimming Gala",
    "<p>A record-breaking afternoon at the pool.</p>",
    "Sport",
  ],
  [
    -35,
    "06:00 PM - 07:30 PM",
    "School Hall",
    "Science Expo Evening",
    "<p>Learners presented more than sixty science projects to parents and judges.</p>",
  ],
];
