import { aboutSection } from "../features/about/section";
import { academicCalendarSection } from "../features/academic-calendar/section";
import { admissionsSection } from "../features/admissions/section";
import { alertsSection } from "../features/alerts/section";
import { announcementsSection } from "../features/announcements/section";
import { contactSection } from "../features/contact/section";
import { eventsSection } from "../features/events/section";
import { gallerySection } from "../features/gallery/section";
import { generalInfoSection } from "../features/general-info/section";
import { historySection } from "../features/history/section";
import { homeSection } from "../features/home/section";
import { maintenanceSection } from "../features/maintenance/section";
import { missionValuesSection } from "../features/mission-values/section";
import { newsSection } from "../features/news/section";
import { notFoundSection } from "../features/not-found/section";
import { searchSection } from "../features/search/section";
import { staffDirectorySection } from "../features/staff/section";
import type { AdminSection } from "../features/admin/admin-section";
import type { SiteSection } from "../lib/site-sections";

/**
 * A part of the site: its public pages and header link (`site`), and its section of the staff panel
 * (`staff`), whose code arrives with the panel's, never with a public page's.
 */
interface Section {
  site?: SiteSection;
  staff?: () => Promise<AdminSection>;
}

/**
 * Every section of the site, the one list the public routes, the header's links (in the header's order) and
 * the staff panel's sidebar, dashboard and routes (in the sidebar's order) are built from.
 */
const sections: Section[] = [
  { site: homeSection },
  { site: historySection },
  { site: missionValuesSection },
  { site: generalInfoSection },
  { site: staffDirectorySection },
  {
    site: newsSection,
    staff: () => import("../features/admin/news/news-screen").then((page) => page.newsAdminSection),
  },
  {
    site: eventsSection,
    staff: () => import("../features/admin/events/events-screen").then((page) => page.eventsAdminSection),
  },
  {
    site: announcementsSection,
    staff: () =>
      import("../features/admin/announcements/announcements-screen").then((page) => page.announcementsAdminSection),
  },
  {
    site: gallerySection,
    staff: () =>
      import("../features/admin/gallery/pages/gallery-management-page").then((page) => page.galleryAdminSection),
  },
  {
    staff: () =>
      import("../features/admin/documents/pages/documents-management-page").then((page) => page.documentsAdminSection),
  },
  { site: admissionsSection },
  {
    site: contactSection,
    staff: () => import("../features/admin/messages/pages/messages-page").then((page) => page.messagesAdminSection),
  },
  {
    site: alertsSection,
    staff: () => import("../features/admin/alerts/pages/alerts-page").then((page) => page.alertsAdminSection),
  },
  {
    staff: () =>
      import("../features/admin/content/pages/site-content-page").then((page) => page.siteContentAdminSection),
  },
  { site: aboutSection },
  { site: academicCalendarSection },
  { site: searchSection },
  { site: maintenanceSection },
  { site: notFoundSection },
  { staff: () => import("../features/admin/audit/pages/audit-log-page").then((page) => page.auditLogAdminSection) },
  { staff: () => import("../features/admin/staff/pages/staff-page").then((page) => page.staffAccountsAdminSection) },
  { staff: () => import("../features/admin/trash/pages/trash-page").then((page) => page.trashAdminSection) },
  { staff: () => import("../features/admin/account/pages/account-page").then((page) => page.accountAdminSection) },
];

/** The public sections, in the header's order. */
export const siteSections: SiteSection[] = sections.flatMap(({ site }) => (site ? [site] : []));

/** The staff panel's sections, in the sidebar's order, once their code has arrived. */
export function loadStaffSections(): Promise<AdminSection[]> {
  return Promise.all(sections.flatMap(({ staff }) => (staff ? [staff()] : [])));
}
