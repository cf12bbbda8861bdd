import { Bell, CalendarDays, FileText, Images, LayoutDashboard, Mail, Newspaper } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { adminPaths } from "../../../config/paths";

export interface AdminNavItem {
  label: string;
  /** The page's title in the header. */
  title: string;
  path: string;
  icon: LucideIcon;
}

export const adminNav: AdminNavItem[] = [
  { label: "Dashboard", title: "Admin Dashboard", path: adminPaths.dashboard, icon: LayoutDashboard },
  { label: "News", title: "News Management", path: adminPaths.news, icon: Newspaper },
  { label: "Events", title: "Event Management", path: adminPaths.events, icon: CalendarDays },
  { label: "Announcements", title: "Announcements Management", path: adminPaths.announcements, icon: Bell },
  { label: "Gallery", title: "Gallery Management", path: adminPaths.gallery, icon: Images },
  { label: "Documents", title: "Document Management", path: adminPaths.documents, icon: FileText },
  { label: "Messages", title: "Messages", path: adminPaths.messages, icon: Mail },
];
