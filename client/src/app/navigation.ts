import { paths } from "../config/paths";

export interface NavLinkItem {
  name: string;
  path: string;
}

export interface NavGroup {
  name: string;
  subItems: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export const isGroup = (item: NavItem): item is NavGroup => "subItems" in item;

/** The header's navigation, in menu order; a group opens a list of its pages. */
export const mainNavigation: NavItem[] = [
  { name: "Home", path: paths.home },
  {
    name: "Our School",
    subItems: [
      { name: "History", path: paths.history },
      { name: "Mission and Values", path: paths.missionValues },
      { name: "General Info", path: paths.generalInfo },
      { name: "Staff", path: paths.staff },
      { name: "Gallery", path: paths.gallery },
    ],
  },
  { name: "News", path: paths.news },
  { name: "Events", path: paths.events },
  { name: "Announcements", path: paths.announcements },
  { name: "Admissions", path: paths.admissions },
  { name: "Contact Us", path: paths.contact },
];

/** A top-level link is active on its page and the pages under it; Home only on the home page. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (isGroup(item)) return item.subItems.some((sub) => isActive(sub, pathname));
  if (item.path === paths.home) return pathname === paths.home;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
