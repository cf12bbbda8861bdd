import type { DataSource } from "typeorm";
import { defineArea } from "../../kernel/area";
import type { Clock } from "../../kernel/clock";
import { auditedByTitle } from "../../kernel/audit";
import { sitemapUrls } from "../../kernel/sitemap";
import { contentApi } from "../../kernel/content-api";
import type { ItemHistory } from "../../kernel/versions";
import {
  ANNOUNCEMENT_LABELS,
  Announcement,
  ANNOUNCEMENT_LIST,
  AnnouncementInput,
  AnnouncementListArgs,
  Priority,
} from "./announcement.entity";
import { AnnouncementService, derivePriority } from "./announcement.service";
import type { DemoContent } from "../../kernel/area";
import { addDays } from "../../kernel/dates";
import { publishedBefore } from "../../kernel/publication";

/** Notices to parents (public while active and published): GraphQL, the REST paths, their pages in the sitemap, demo notices. */
export const announcementsArea = defineArea({
  kind: "announcement",
  itemName: "Announcement",
  entities: [Announcement],
  publicTables: ["announcements"],
  lists: [ANNOUNCEMENT_LIST],
  audited: [auditedByTitle(Announcement, "Announcement", ANNOUNCEMENT_LABELS)],
  trash: (announcements) => announcements,
  preview: { table: "announcements" },
  search: {
    label: "Announcements",
    path: (id) => `/announcements/${id}`,
    table: {
      table: "announcements",
      date: "date",
      shownWhen: "active",
      snippet: [{ column: "content", html: true }],
    },
  },
  createService: ({ dataSource, clock, revisions }: { dataSource: DataSource; clock: Clock; revisions: ItemHistory }) =>
    new AnnouncementService(dataSource, clock, revisions),
  api: contentApi({
    type: Announcement,
    input: AnnouncementInput,
    listArgs: AnnouncementListArgs,
    list: { field: "announcements", description: "Active announcements, newest first." },
    one: {
      field: "announcement",
      description:
        "One announcement; NOT_FOUND for an unknown or, to the public, inactive id (except with its preview link's X-Preview-Token header).",
    },
    deletes: "the announcement",
    // `/announcements` and `/announcements/{id}` of the original site; inactive ones exist for staff only.
    rest: {
      path: "/announcements",
      tag: "Announcements",
      names: { one: "announcement", many: "announcements" },
      fields: ["id", "title", "content", "date", "urgent", "priority", "active"],
      example: {
        title: "Uniform shop hours",
        content: "Open on Tuesdays.",
        date: "2026-03-14",
        urgent: false,
        active: true,
      },
    },
  }),
  sitemap: (announcements) =>
    sitemapUrls("/announcements", (page) =>
      announcements.list(Object.assign(new AnnouncementListArgs(), page), { isStaff: false }),
    ),
  seed: seedDemoAnnouncements,
  nextPublicChange: (announcements) => (now) => announcements.nextPublicChange(now),
});

async function seedDemoAnnouncements({ manager, today }: DemoContent): Promise<void> {
  await manager.insert(
    Announcement,
    demoAnnouncements.map(([daysAgo, requested, urgent, active, title, content]) => ({
      title,
      content,
      date: addDays(today, -daysAgo),
      urgent,
      active,
      requestedPriority: requested,
      priority: derivePriority(urgent, requested),
      publication: publishedBefore(addDays(today, -daysAgo)),
    })),
  );
}

type DemoAnnouncement = [
  daysAgo: number,
  requested: Priority | null,
  urgent: boolean,
  active: boolean,
  title: string,
  content: string,
];

const demoAnnouncements: DemoAnnouncement[] = [
  [
    0,
    null,
    true,
    true,
    "School closes early on Friday",
    "<p>Because of planned road works on Fife Avenue, school closes at 11:00 on Friday. Please arrange to collect your daughter on time.</p>",
  ],
  [
    1,
    Priority.high,
    false,
    true,
    "Fees for the new year",
    "<p>Fee statements for the new year have been sent by e-mail. Please contact the bursar with any questions.</p>",
  ],
  [
    3,
    Priority.medium,
    false,
    true,
    "Lost property table",
    "<p>Unclaimed lost property will be on the table outside the office until the end of the month, then donated.</p>",
  ],
  [
    6,
    Priority.low,
    false,
    true,
    "Library books due",
    "<p>Please return all library books by the last week of term so that the library can complete its stock-take.</p>",
  ],
  [
    8,
    null,
    false,
    true,
    "Uniform shop hours",
    "<p>The uniform shop is open on Tuesdays and Thursdays from 07:30 to 09:00.</p>",
  ],
  [
    12,
    Priority.medium,
    false,
    false,
    "Sports photos postponed",
    "<p>The sports team photos have been postponed. A new date will be announced.</p>",
  ],
];
