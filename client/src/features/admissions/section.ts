import type { SiteSection } from "../../lib/site-sections";
import { admissionsPath } from "./paths";

export const admissionsSection: SiteSection = {
  pages: [{ path: admissionsPath, load: () => import("./pages/admissions-page").then((page) => page.AdmissionsPage) }],
  headerLink: { label: "Admissions", path: admissionsPath },
};
