import { matchRoutes } from "react-router-dom";
import { adminPaths } from "../features/admin/paths";
import type { PageRoute } from "../lib/site-sections";
import { loadStaffSections, siteSections } from "./sections";

/** The staff panel: it brings its own layout and routes. */
export const adminRoute: PageRoute = {
  path: `${adminPaths.dashboard}/*`,
  // The staff panel lives in its own chunk, never in what parents download.
  load: () =>
    Promise.all([import("../features/admin/admin-app"), loadStaffSections()]).then(([panel, sections]) =>
      panel.staffPanel(sections),
    ),
};

const routes = siteSections.flatMap((section) => section.pages);

/** Pages that stand alone: no header, navigation, footer or urgent banner around them. */
export const standaloneRoutes = routes.filter((route) => route.standalone);

/** The public pages, drawn inside the site's layout. */
export const pageRoutes = routes.filter((route) => !route.standalone);

/**
 * Starts fetching the chunk of the page at `pathname`, which evaluates once it has arrived: the app's
 * start (src/main.tsx) asks for it before the page renders, so the page's code is there when it does.
 */
export function preloadPage(pathname: string): void {
  void matchRoutes([adminRoute, ...routes], pathname)
    ?.at(-1)
    ?.route.load()
    .catch(() => undefined);
}
