import { Suspense, lazy } from "react";
import type { ComponentType } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import { Layout } from "./layout";

/** Each page is its own chunk, so a visitor downloads only the pages they open. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = page(() => import("../features/home/pages/home-page"), "HomePage");
const AboutPage = page(() => import("../features/about/pages/about-page"), "AboutPage");
const HistoryPage = page(() => import("../features/history/pages/history-page"), "HistoryPage");
const MissionValuesPage = page(() => import("../features/mission-values/pages/mission-values-page"), "MissionValuesPage");
const GeneralInfoPage = page(() => import("../features/general-info/pages/general-info-page"), "GeneralInfoPage");
const StaffPage = page(() => import("../features/staff/pages/staff-page"), "StaffPage");
const GalleryPage = page(() => import("../features/gallery/pages/gallery-page"), "GalleryPage");
const ContactPage = page(() => import("../features/contact/pages/contact-page"), "ContactPage");
const NewsListPage = page(() => import("../features/news/pages/news-list-page"), "NewsListPage");
const NewsArticlePage = page(() => import("../features/news/pages/news-article-page"), "NewsArticlePage");
const EventsPage = page(() => import("../features/events/pages/events-page"), "EventsPage");
const EventPage = page(() => import("../features/events/pages/event-page"), "EventPage");
const AnnouncementsPage = page(() => import("../features/announcements/pages/announcements-page"), "AnnouncementsPage");
const AnnouncementPage = page(() => import("../features/announcements/pages/announcement-page"), "AnnouncementPage");
const AdmissionsPage = page(() => import("../features/admissions/pages/admissions-page"), "AdmissionsPage");
const AcademicCalendarPage = page(() => import("../features/academic-calendar/pages/academic-calendar-page"), "AcademicCalendarPage");
const MaintenancePage = page(() => import("../features/maintenance/pages/maintenance-page"), "MaintenancePage");
const NotFoundPage = page(() => import("../features/not-found/pages/not-found-page"), "NotFoundPage");
// The staff panel lives in its own chunk, never in what parents download.
const AdminApp = page(() => import("../features/admin/admin-app"), "AdminApp");

/** Public pages, inside the site's layout. */
const pages: [string, ComponentType][] = [
  [paths.home, HomePage],
  [paths.about, AboutPage],
  [paths.history, HistoryPage],
  [paths.missionValues, MissionValuesPage],
  [paths.generalInfo, GeneralInfoPage],
  [paths.staff, StaffPage],
  [paths.gallery, GalleryPage],
  [paths.contact, ContactPage],
  [paths.news, NewsListPage],
  [paths.newsArticle, NewsArticlePage],
  [paths.events, EventsPage],
  [paths.event, EventPage],
  [paths.announcements, AnnouncementsPage],
  [paths.announcement, AnnouncementPage],
  [paths.admissions, AdmissionsPage],
  [paths.academicCalendar, AcademicCalendarPage],
  [paths.maintenance, MaintenancePage],
  [paths.notFound, NotFoundPage],
];

/**
 * Declarative routes: the site loads no data through the router, so the data router's extra
 * ~10 KB (gzip) would buy parents nothing.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.admin}
        element={
          <Suspense>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<Layout />}>
        {pages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
