import type { SiteSection } from "../../lib/site-sections";
import { historyPath } from "./paths";

export const historySection: SiteSection = {
  pages: [{ path: historyPath, load: () => import("./pages/history-page").then((page) => page.HistoryPage) }],
  headerLink: { label: "History", path: historyPath, group: "Our School" },
};
