import type { SiteSection } from "../../lib/site-sections";
import { academicCalendarPath } from "./paths";

export const academicCalendarSection: SiteSection = {
  pages: [
    {
      path: academicCalendarPath,
      load: () => import("./pages/academic-calendar-page").then((page) => page.AcademicCalendarPage),
    },
  ],
};
