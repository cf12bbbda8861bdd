import type { SiteSection } from "../../lib/site-sections";
import { missionValuesPath } from "./paths";

export const missionValuesSection: SiteSection = {
  pages: [
    {
      path: missionValuesPath,
      load: () => import("./pages/mission-values-page").then((page) => page.MissionValuesPage),
    },
  ],
  headerLink: { label: "Mission and Values", path: missionValuesPath, group: "Our School" },
};
