import type { DataSource } from "typeorm";
import { defineArea } from "../../kernel/area";
import type { Clock } from "../../kernel/clock";
import { auditedByTitle } from "../../kernel/audit";
import { sitemapUrls } from "../../kernel/sitemap";
import { versionsResolver } from "../../kernel/versions";
import type { ItemHistory } from "../../kernel/versions";
import { seedDemoAnnouncements } from "./announcement.demo";
import { Announcement } from "./announcement.entity";
import { AnnouncementListArgs } from "./announcement.inputs";
import { AnnouncementResolver } from "./announcement.resolver";
import { announcementRoutes } from "./announcement.routes";
import { AnnouncementService } from "./announcement.service";
import { ANNOUNCEMENT_LIST } from "./announcement.inputs";

/** Notices to parents (public while active and published): GraphQL, the REST paths, their pages in the sitemap, demo notices. */
export const announcementsArea = defineArea({
  kind: "announcement",
  itemName: "Announcement",
  entities: [Announcement],
  publicTables: ["announcements"],
  lists: [ANNOUNCEMENT_LIST],
  audited: [auditedByTitle(Announcement, "Announcement")],
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
  resolvers: [AnnouncementResolver, versionsResolver(Announcement, "announcement")],
  restRoutes: announcementRoutes,
  sitemap: (announcements) =>
    sitemapUrls("/announcements", (page) =>
      announcements.list(Object.assign(new AnnouncementListArgs(), page), { isStaff: false }),
    ),
  seed: seedDemoAnnouncements,
  nextPublicChange: (announcements) => (now) => announcements.nextPublicChange(now),
});
