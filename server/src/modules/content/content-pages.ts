import { aboutPage } from "./pages/about.page";
import { admissionsPage } from "./pages/admissions.page";
import { generalInfoPage } from "./pages/general-info.page";
import { historyPage } from "./pages/history.page";
import { homePage } from "./pages/home.page";
import { missionValuesPage } from "./pages/mission-values.page";
import { schoolPage } from "./pages/school.page";
import { staffPage } from "./pages/staff.page";

/** Every editable page: the one list the schema, the REST paths and the OpenAPI document are built from. */
export const CONTENT_PAGES = [
  schoolPage,
  homePage,
  missionValuesPage,
  aboutPage,
  historyPage,
  staffPage,
  admissionsPage,
  generalInfoPage,
];
