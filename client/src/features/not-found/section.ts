import type { SiteSection } from "../../lib/site-sections";

/** Every address no other section has. */
export const notFoundSection: SiteSection = {
  pages: [{ path: "*", load: () => import("./pages/not-found-page").then((page) => page.NotFoundPage) }],
};
