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
import type { SiteSection } from "../lib/site-sections";

/** Every public section of the site, the one list its routes and the header's links are built from, in the header's order. */
export const siteSections: SiteSection[] = [
  homeSection,
  historySection,
  missionValuesSection,
  generalInfoSection,
  staffDirectorySection,
  newsSection,
  eventsSection,
  announcementsSection,
  gallerySection,
  admissionsSection,
  contactSection,
  alertsSection,
  aboutSection,
  academicCalendarSection,
  searchSection,
  maintenanceSection,
  notFoundSection,
];
