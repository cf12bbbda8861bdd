import { accountAdminSection } from "./account/pages/account-page";
import type { AdminSection } from "./admin-section";
import { alertsAdminSection } from "./alerts/pages/alerts-page";
import { announcementsAdminSection } from "./announcements/pages/announcements-management-page";
import { auditLogAdminSection } from "./audit/pages/audit-log-page";
import { siteContentAdminSection } from "./content/pages/site-content-page";
import { documentsAdminSection } from "./documents/pages/documents-management-page";
import { eventsAdminSection } from "./events/pages/events-management-page";
import { galleryAdminSection } from "./gallery/pages/gallery-management-page";
import { messagesAdminSection } from "./messages/pages/messages-page";
import { newsAdminSection } from "./news/pages/news-management-page";
import { staffAccountsAdminSection } from "./staff/pages/staff-page";
import { trashAdminSection } from "./trash/pages/trash-page";

/** The one list of the panel's sections, in sidebar order: the sidebar, the dashboard and the routes all read it. */
export const adminSections: AdminSection[] = [
  newsAdminSection,
  eventsAdminSection,
  announcementsAdminSection,
  galleryAdminSection,
  documentsAdminSection,
  messagesAdminSection,
  alertsAdminSection,
  siteContentAdminSection,
  auditLogAdminSection,
  staffAccountsAdminSection,
  trashAdminSection,
  accountAdminSection,
];
