import type { SiteSection } from "../../lib/site-sections";
import { aboutPath } from "./paths";

export const aboutSection: SiteSection = {
  pages: [{ path: aboutPath, load: () => import("./pages/about-page").then((page) => page.AboutPage) }],
};
