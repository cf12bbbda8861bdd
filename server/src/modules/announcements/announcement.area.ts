import type { DataSource } from "typeorm";
import { defineArea } from "../../kernel/area";
import type { Clock } from "../../kernel/clock";
import { auditedByTitle } from "../../kernel/audit";
import { sitemapUrls } from "../../kernel/sitemap";
import { contentApi } from "../../kernel/content-api";
import type { ItemHistory } from "../../kernel/versions";
import { seedDemoAnnouncements } from "./announcement.demo";
import {
  ANNOUNCEMENT_LABELS,
  Announcement,
  ANNOUNCEMENT_LIST,
  AnnouncementInput,
  AnnouncementListArgs,
} from "./announcement.entity";
import { AnnouncementService } from "./announcement.service";

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
