import type { SiteSection } from "../../lib/site-sections";

export const maintenanceSection: SiteSection = {
  pages: [
    {
      path: "/maintenance",
      load: () => import("./pages/maintenance-page").then((page) => page.MaintenancePage),
      standalone: true,
    },
  ],
};
