import type { ComponentType } from "react";

/** Fetches the chunk that holds a page and hands back the page. */
type PageLoader = () => Promise<ComponentType>;

/** A public page: its route and the loader of its chunk, so a visitor downloads only the pages they open. */
export interface PageRoute {
  path: string;
  load: PageLoader;
  /** Drawn alone: no header, navigation, footer or urgent banner around it. */
  standalone?: boolean;
}

/** A link in the site's header. Links of one `group` open from one menu, placed where its first link is. */
interface HeaderLink {
  label: string;
  path: string;
  group?: string;
}

/** A public part of the site as the app mounts it: its pages, and its link in the header if it has one. */
export interface SiteSection {
  pages: PageRoute[];
  headerLink?: HeaderLink;
}
