import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";

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
