import {
  Bell,
  CalendarDays,
  FileText,
  History,
  Images,
  LayoutDashboard,
  Mail,
  MailCheck,
  Newspaper,
  PanelsTopLeft,
  Trash2,
  UserCog,
  Users,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { StaffRole } from "../../gql/graphql";
import { adminPaths } from "../../config/paths";
import { AccountPage } from "./account/pages/account-page";
import { AlertsPage } from "./alerts/pages/alerts-page";
import { AnnouncementsManagementPage } from "./announcements/pages/announcements-management-page";
import { AuditLogPage } from "./audit/pages/audit-log-page";
import { CONTENT_LIST_PATH } from "./content/content-paths";
import { SiteContentPage } from "./content/pages/site-content-page";
import { DocumentsManagementPage } from "./documents/pages/documents-management-page";
import { EventsManagementPage } from "./events/pages/events-management-page";
import { GalleryManagementPage } from "./gallery/pages/gallery-management-page";
import { UnreadMessagesBadge } from "./messages/components/unread-messages-badge";
import { MessagesPage } from "./messages/pages/messages-page";
import { NewsManagementPage } from "./news/pages/news-management-page";
import { StaffPage } from "./staff/pages/staff-page";
import { TrashPage } from "./trash/pages/trash-page";

/** A page of the staff panel as the sidebar and the header show it. */
export interface AdminPage {
  /** The sidebar link's text. */
  label: string;
  /** The page's heading and document title. */
  title: string;
  /** The section's own pages live below it, e.g. /admin/content/home. */
  path: string;
  icon: LucideIcon;
  /** Drawn after the sidebar link's text, e.g. a count of what waits for staff. */
  Badge?: ComponentType;
}

/** A part of the site staff look after: a sidebar link, a card on the dashboard and a route. */
export interface AdminSection extends AdminPage {
  /** The dashboard card's heading (a link to the page) and what it says the page is for. */
  card: { title: string; description: string };
  Page: ComponentType;
  /** Only administrators see it: editors find no link, and reaching it by address says they are not allowed. */
  adminOnly?: boolean;
}

/** The panel's front page; it lists the sections below as cards. */
export const dashboardPage: AdminPage = {
  label: "Dashboard",
  title: "Admin Dashboard",
  path: adminPaths.dashboard,
  icon: LayoutDashboard,
};

/** The one list of sections, in sidebar order: the sidebar, the dashboard and the routes all read it. */
export const adminSections: AdminSection[] = [
  {
    label: "News",
    title: "News Management",
    path: "/admin/news",
    icon: Newspaper,
    card: { title: "News Management", description: "Write, edit and remove news articles." },
    Page: NewsManagementPage,
  },
  {
    label: "Events",
    title: "Event Management",
    path: "/admin/events",
    icon: CalendarDays,
    card: { title: "Events Management", description: "Add and update school events." },
    Page: EventsManagementPage,
  },
  {
    label: "Announcements",
    title: "Announcements Management",
    path: "/admin/announcements",
    icon: Bell,
    card: { title: "Announcements", description: "Post notices, mark them urgent or inactive." },
    Page: AnnouncementsManagementPage,
  },
  {
    label: "Gallery",
    title: "Gallery Management",
    path: "/admin/gallery",
    icon: Images,
    card: { title: "Gallery Management", description: "Upload and remove gallery photos." },
    Page: GalleryManagementPage,
  },
  {
    label: "Documents",
    title: "Document Management",
    path: adminPaths.documents,
    icon: FileText,
    card: { title: "Documents", description: "Upload PDFs parents can download." },
    Page: DocumentsManagementPage,
  },
  {
    label: "Messages",
    title: "Messages",
    path: "/admin/messages",
    icon: Mail,
    card: { title: "Messages", description: "Read what visitors sent through the contact form." },
    Page: MessagesPage,
    Badge: UnreadMessagesBadge,
  },
  {
    label: "E-mail alerts",
    title: "E-mail alerts",
    path: "/admin/alerts",
    icon: MailCheck,
    card: { title: "E-mail alerts", description: "See who gets alerts, what was sent and whether it arrived." },
    Page: AlertsPage,
  },
  {
    label: "Site content",
    title: "Site content",
    path: CONTENT_LIST_PATH,
    icon: PanelsTopLeft,
    card: {
      title: "Site content",
      description: "Edit the school's details, office hours and the text and pictures of its pages.",
    },
    Page: SiteContentPage,
  },
  {
    label: "Activity log",
    title: "Activity log",
    path: "/admin/activity",
    icon: History,
    card: { title: "Activity log", description: "See who changed what, and every sign-in, over the last year." },
    Page: AuditLogPage,
    adminOnly: true,
  },
  {
    label: "Staff",
    title: "Staff accounts",
    path: "/admin/staff",
    icon: Users,
    card: { title: "Staff accounts", description: "Invite colleagues, choose their roles, disable accounts." },
    Page: StaffPage,
    adminOnly: true,
  },
  {
    label: "Trash",
    title: "Trash",
    path: "/admin/trash",
    icon: Trash2,
    card: { title: "Trash", description: "Restore what was deleted in the last 30 days, or delete it for good." },
    Page: TrashPage,
  },
  {
    label: "My account",
    title: "My account",
    path: "/admin/account",
    icon: UserCog,
    card: { title: "My account", description: "Change your password and sign out of other devices." },
    Page: AccountPage,
  },
];

/** Whether `role` may open `section`: editors keep to content. */
export const mayOpen = (section: { adminOnly?: boolean }, role: StaffRole) =>
  !section.adminOnly || role === "ADMINISTRATOR";
