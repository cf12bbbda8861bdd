import type { SiteSection } from "../../lib/site-sections";
import { searchPath } from "./paths";

export const searchSection: SiteSection = {
  pages: [{ path: searchPath, load: () => import("./pages/search-page").then((page) => page.SearchPage) }],
};
