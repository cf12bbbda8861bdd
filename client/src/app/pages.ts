import type { ComponentType } from "react";
import { matchRoutes } from "react-router-dom";
import { paths } from "../config/paths";

/** Fetches the chunk that holds a page and hands back the page. */
type PageLoader = () => Promise<ComponentType>;

/** A route: its path and the loader of its page. */
export interface PageRoute {
  path: string;
  load: PageLoader;
}

/**
 * The page at each of `paths`, keyed like it (a path without a page does not compile). Each
 * page is its own chunk, so a visitor downloads only the pages they open.
 */
const pageLoaders = {
  home: () => import("../features/home/pages/home-page").then((page) => page.HomePage),
  about: () => import("../features/about/pages/about-page").then((page) => page.AboutPage),
  history: () => import("../features/history/pages/history-page").then((page) => page.HistoryPage),
  missionValues: () =>
    import("../features/mission-values/pages/mission-values-page").then((page) => page.MissionValuesPage),
  generalInfo: () => import("../features/general-info/pages/general-info-page").then((page) => page.GeneralInfoPage),
  staff: () => import("../features/staff/pages/staff-page").then((page) => page.StaffPage),
  gallery: () => import("../features/gallery/pages/gallery-page").then((page) => page.GalleryPage),
  contact: () => import("../features/contact/pages/contact-page").then((page) => page.ContactPage),
  news: () => import("../features/news/pages/news-list-page").then((page) => page.NewsListPage),
  newsArticle: () => import("../features/news/pages/news-article-page").then((page) => page.NewsArticlePage),
  events: () => import("../features/events/pages/events-page").then((page) => page.EventsPage),
  event: () => import("../features/events/pages/event-page").then((page) => page.EventPage),
  announcements: () =>
    import("../features/announcements/pages/announcements-page").then((page) => page.AnnouncementsPage),
  announcement: () => import("../features/announcements/pages/announcement-page").then((page) => page.AnnouncementPage),
  admissions: () => import("../features/admissions/pages/admissions-page").then((page) => page.AdmissionsPage),
  academicCalendar: () =>
    import("../features/academic-calendar/pages/academic-calendar-page").then((page) => page.AcademicCalendarPage),
  search: () => import("../features/search/pages/search-page").then((page) => page.SearchPage),
  alerts: () => import("../features/alerts/pages/alerts-page").then((page) => page.AlertsPage),
  alertsConfirm: () =>
    import("../features/alerts/pages/alert-subscription-page").then((page) => page.AlertSubscriptionPage),
  alertsManage: () =>
    import("../features/alerts/pages/alert-subscription-page").then((page) => page.AlertSubscriptionPage),
  alertsUnsubscribe: () =>
    import("../features/alerts/pages/alert-subscription-page").then((page) => page.AlertSubscriptionPage),
  maintenance: () => import("../features/maintenance/pages/maintenance-page").then((page) => page.MaintenancePage),
  // The staff panel lives in its own chunk, never in what parents download.
  admin: () => import("../features/admin/admin-app").then((page) => page.AdminApp),
  notFound: () => import("../features/not-found/pages/not-found-page").then((page) => page.NotFoundPage),
} satisfies Record<keyof typeof paths, PageLoader>;

const { admin, maintenance, ...sitePages } = pageLoaders;

/** The staff panel: it brings its own layout and routes. */
export const adminRoute: PageRoute = { path: paths.admin, load: admin };

/** The maintenance page stands alone: no header, navigation, footer or urgent banner around it. */
export const maintenanceRoute: PageRoute = { path: paths.maintenance, load: maintenance };

/** The public pages, drawn inside the site's layout. */
export const pageRoutes: PageRoute[] = (Object.keys(sitePages) as (keyof typeof sitePages)[]).map((key) => ({
  path: paths[key],
  load: sitePages[key],
}));

/**
 * Starts fetching the chunk of the page at `pathname`, which evaluates once it has arrived: the app's
 * start (src/main.tsx) asks for it before the page renders, so the page's code is there when it does.
 */
export function preloadPage(pathname: string): void {
  void matchRoutes([adminRoute, maintenanceRoute, ...pageRoutes], pathname)
    ?.at(-1)
    ?.route.load()
    .catch(() => undefined);
}
