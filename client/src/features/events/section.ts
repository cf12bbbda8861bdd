import type { SiteSection } from "../../lib/site-sections";
import { eventsPaths } from "./paths";

export const eventsSection: SiteSection = {
  pages: [
    { path: eventsPaths.list, load: () => import("./pages/events-page").then((page) => page.EventsPage) },
    { path: eventsPaths.event, load: () => import("./pages/event-page").then((page) => page.EventPage) },
  ],
  headerLink: { label: "Events", path: eventsPaths.list },
};
