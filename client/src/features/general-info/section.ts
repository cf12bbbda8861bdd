import type { SiteSection } from "../../lib/site-sections";
import { generalInfoPath } from "./paths";

export const generalInfoSection: SiteSection = {
  pages: [
    { path: generalInfoPath, load: () => import("./pages/general-info-page").then((page) => page.GeneralInfoPage) },
  ],
  headerLink: { label: "General Info", path: generalInfoPath, group: "Our School" },
};
