import { homePath } from "../features/home/paths";
import { siteSections } from "./sections";

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

/** The header's navigation, in the sections' order; a group opens a list of its pages. */
export const mainNavigation: NavItem[] = [];
for (const { headerLink } of siteSections) {
  if (!headerLink) continue;
  const link = { name: headerLink.label, path: headerLink.path };
  const group = mainNavigation.find((item): item is NavGroup => isGroup(item) && item.name === headerLink.group);
  if (!headerLink.group) mainNavigation.push(link);
  else if (group) group.subItems.push(link);
  else mainNavigation.push({ name: headerLink.group, subItems: [link] });
}

/** A top-level link is active on its page and the pages under it; Home only on the home page. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (isGroup(item)) return item.subItems.some((sub) => isActive(sub, pathname));
  if (item.path === homePath) return pathname === homePath;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
