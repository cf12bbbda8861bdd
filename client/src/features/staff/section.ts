import type { SiteSection } from "../../lib/site-sections";
import { staffDirectoryPath } from "./paths";

export const staffDirectorySection: SiteSection = {
  pages: [{ path: staffDirectoryPath, load: () => import("./pages/staff-page").then((page) => page.StaffPage) }],
  headerLink: { label: "Staff", path: staffDirectoryPath, group: "Our School" },
};
