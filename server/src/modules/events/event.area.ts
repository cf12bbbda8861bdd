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
import { seedDemoEvents } from "./event.demo";
import { EVENT_LABELS, Event, EventInput, EventListArgs, EventTimeframe, EVENT_LIST } from "./event.entity";
import { EventCalendarsResolver } from "./event.resolver";
import { eventCalendarRoutes } from "./event.calendar";
import { EventService } from "./event.service";

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
