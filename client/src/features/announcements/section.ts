import type { SiteSection } from "../../lib/site-sections";
import { announcementsPaths } from "./paths";

export const announcementsSection: SiteSection = {
  pages: [
    {
      path: announcementsPaths.list,
      load: () => import("./pages/announcements-page").then((page) => page.AnnouncementsPage),
    },
    {
      path: announcementsPaths.announcement,
      load: () => import("./pages/announcement-page").then((page) => page.AnnouncementPage),
    },
  ],
  headerLink: { label: "Announcements", path: announcementsPaths.list },
};
