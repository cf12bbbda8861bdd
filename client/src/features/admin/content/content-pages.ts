import type { ComponentType } from "react";
import { aboutPath } from "../../about/paths";
import { admissionsPath } from "../../admissions/paths";
import { contactPath } from "../../contact/paths";
import { generalInfoPath } from "../../general-info/paths";
import { historyPath } from "../../history/paths";
import { homePath } from "../../home/paths";
import { missionValuesPath } from "../../mission-values/paths";
import { staffDirectoryPath } from "../../staff/paths";
import { AboutContentEditor } from "./forms/about-content-form";
import { AdmissionsContentEditor } from "./forms/admissions-content-form";
import { GeneralInfoEditor } from "./forms/general-info-form";
import { HistoryContentEditor } from "./forms/history-content-form";
import { HomeContentEditor } from "./forms/home-content-form";
import { MissionValuesEditor } from "./forms/mission-values-form";
import { SchoolSettingsEditor } from "./forms/school-settings-form";
import { StaffDirectoryEditor } from "./forms/staff-directory-form";

/** A page staff edit: its editor at /admin/content/<slug>, and where visitors see it. */
export interface EditablePage {
  slug: string;
  title: string;
  description: string;
  publicPath: string;
  Editor: ComponentType;
  /** The server lets only administrators save it: editors do not see it listed. */
  adminOnly?: boolean;
}

/** In the order the Site content list shows them. */
export const editablePages: EditablePage[] = [
  {
    slug: "school",
    title: "School settings",
    description: "Name, motto, contact details, office hours, social links and the admissions portal.",
    publicPath: contactPath,
    Editor: SchoolSettingsEditor,
    adminOnly: true,
  },
  {
    slug: "home",
    title: "Home",
    description: "The hero's words and slides, and the school's story.",
    publicPath: homePath,
    Editor: HomeContentEditor,
  },
  {
    slug: "mission-values",
    title: "Mission & Values",
    description: "Mission, vision and the school's values.",
    publicPath: missionValuesPath,
    Editor: MissionValuesEditor,
  },
  {
    slug: "about",
    title: "About",
    description: "Timeline, statistics and the closing invitation.",
    publicPath: aboutPath,
    Editor: AboutContentEditor,
  },
  {
    slug: "history",
    title: "History",
    description: "The school's story and its previous principals.",
    publicPath: historyPath,
    Editor: HistoryContentEditor,
  },
  {
    slug: "staff",
    title: "Staff",
    description: "The principal and each department's people and group photo.",
    publicPath: staffDirectoryPath,
    Editor: StaffDirectoryEditor,
  },
  {
    slug: "admissions",
    title: "Admissions",
    description: "Intake year, application dates, key dates, documents and folding sections.",
    publicPath: admissionsPath,
    Editor: AdmissionsContentEditor,
  },
  {
    slug: "general-info",
    title: "General Information",
    description: "The headings documents are grouped under, and their order.",
    publicPath: generalInfoPath,
    Editor: GeneralInfoEditor,
  },
];
