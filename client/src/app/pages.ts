import { matchRoutes } from "react-router-dom";
import { paths } from "../config/paths";

/** A page: its route, the chunk that holds it, and the component that chunk exports. */
export interface PageRoute {
  path: string;
  load: () => Promise<Record<string, unknown>>;
  component: string;
}

export const pageRoutes: PageRoute[] = [
  { path: paths.home, load: () => import("../features/home/pages/home-page"), component: "HomePage" },
  { path: paths.about, load: () => import("../features/about/pages/about-page"), component: "AboutPage" },
  { path: paths.history, load: () => import("../features/history/pages/history-page"), component: "HistoryPage" },
  {
    path: paths.missionValues,
    load: () => import("../features/mission-values/pages/mission-values-page"),
    component: "MissionValuesPage",
  },
  {
    path: paths.generalInfo,
    load: () => import("../features/general-info/pages/general-info-page"),
    component: "GeneralInfoPage",
  },
  { path: paths.staff, load: () => import("../features/staff/pages/staff-page"), component: "StaffPage" },
  { path: paths.gallery, load: () => import("../features/gallery/pages/gallery-page"), component: "GalleryPage" },
  { path: paths.contact, load: () => import("../features/contact/pages/contact-page"), component: "ContactPage" },
  { path: paths.news, load: () => import("../features/news/pages/news-list-page"), component: "NewsListPage" },
  {
    path: paths.newsArticle,
    load: () => import("../features/news/pages/news-article-page"),
    component: "NewsArticlePage",
  },
  { path: paths.events, load: () => import("../features/events/pages/events-page"), component: "EventsPage" },
  { path: paths.event, load: () => import("../features/events/pages/event-page"), component: "EventPage" },
  {
    path: paths.announcements,
    load: () => import("../features/announcements/pages/announcements-page"),
    component: "AnnouncementsPage",
  },
  {
    path: paths.announcement,
    load: () => import("../features/announcements/pages/announcement-page"),
    component: "AnnouncementPage",
  },
  {
    path: paths.admissions,
    load: () => import("../features/admissions/pages/admissions-page"),
    component: "AdmissionsPage",
  },
  {
    path: paths.academicCalendar,
    load: () => import("../features/academic-calendar/pages/academic-calendar-page"),
    component: "AcademicCalendarPage",
  },
  {
    path: paths.maintenance,
    load: () => import("../features/maintenance/pages/maintenance-page"),
    component: "MaintenancePage",
  },
  { path: paths.notFound, load: () => import("../features/not-found/pages/not-found-page"), component: "NotFoundPage" },
];

/** The staff panel lives in its own chunk, never in what parents download. */
export const adminRoute: PageRoute = {
  path: paths.admin,
  load: () => import("../features/admin/admin-app"),
  component: "AdminApp",
};

/**
 * Starts fetching the chunk of the page at `pathname`. Called before the rest of the app is even
 * evaluated, so the page's code downloads while the shell starts up instead of after it.
 */
export function preloadPage(pathname: string): void {
  void matchRoutes([adminRoute, ...pageRoutes], pathname)
    ?.at(-1)
    ?.route.load()
    .catch(() => undefined);
}
