import type { SiteSection } from "../../lib/site-sections";
import { homePath } from "./paths";

export const homeSection: SiteSection = {
  pages: [{ path: homePath, load: () => import("./pages/home-page").then((page) => page.HomePage) }],
  headerLink: { label: "Home", path: homePath },
};
