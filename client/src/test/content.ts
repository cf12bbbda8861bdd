import {
  AboutPageContentDocument,
  AdmissionsPageContentDocument,
  HistoryPageContentDocument,
  HomePageContentDocument,
  MissionValuesPageContentDocument,
  StaffPageDirectoryDocument,
} from "../gql/graphql";
import { answer, networkFailure, school } from "./mocks";

/**
 * The editable pages as the API answers them, seeded with the same words as the server's defaults
 * (server/src/modules/content/pages), so a test reads like the page a visitor sees.
 */

/** One of the site's own pictures: an SVG without variants. */
export function bundledPicture(path: string, alt: string, width = 400, height = 300) {
  return {
    __typename: "ContentPicture",
    alt,
    image: { __typename: "ResponsiveImage", src: path, srcset: "", type: "image/svg+xml", width, height },
  };
}

/** An upload whose file has been deleted: the picture keeps its alt text but has no image. */
export function deletedPicture(alt: string) {
  return { __typename: "ContentPicture", alt, image: null };
}

/** The bundled slides' alt texts (server/src/modules/content/pages/home.page.ts): placeholders, not photos. */
export const SLIDE_ALTS = [
  "the assembly hall",
  "the historic main building",
  "the school garden",
  "a cultural dance",
  "the courtyard from above",
  "a school assembly",
  "the swimming gala",
].map((subject) => `The school crest, in place of a photo of ${subject}`);
const SLIDE_FILES = [
  "assembly-hall",
  "historic-building",
  "garden",
  "cultural-dance",
  "courtyard-aerial",
  "assembly-speaker",
  "swimming-gala",
];

export function heroSlide(index: number, changes: Record<string, unknown> = {}) {
  return {
    __typename: "HeroSlide",
    caption: null,
    enabled: true,
    picture: bundledPicture(`/images/slides/${SLIDE_FILES[index]}.svg`, SLIDE_ALTS[index], 1600, 1000),
    ...changes,
  };
}

export function homeContent(changes: Record<string, unknown> = {}) {
  return {
    __typename: "HomeContent",
    heroSlides: SLIDE_ALTS.map((_, index) => heroSlide(index)),
    heroEyebrow: "Excellence in Education Since {foundingYear}",
    heroTitle: "Empowering the Leaders of Tomorrow",
    heroText:
      "We nurture curious, confident and kind girls through an education that balances academic excellence with creativity, sport and service.",
    storyTitle: "Our Story",
    story:
      "For well over a century our school in Berea has been a place where girls from every part of Johannesburg learn, play and grow together.\n\nFrom a handful of pupils in a single classroom we have grown into a thriving preparatory school from Grade 0 to Grade 7.",
    ...changes,
  };
}

const value = (name: string, icon: string, summary: string, description: string) => ({
  __typename: "SchoolValue",
  name,
  icon,
  summary,
  description,
});

export function missionValuesContent(changes: Record<string, unknown> = {}) {
  return {
    __typename: "MissionValuesContent",
    mission:
      "To provide a caring, challenging and inclusive education that develops each girl's mind, character and talents, so that she leaves us ready to thrive in high school and beyond.",
    vision: "To be a school where every girl discovers her voice and grows into a confident, compassionate leader.",
    values: [
      value(
        "Excellence",
        "AWARD",
        "We aim high in the classroom, on the field and on the stage, and celebrate every step of growth.",
        "We set high standards and support every girl to reach them, celebrating effort as much as achievement.",
      ),
      value(
        "Integrity",
        "SHIELD",
        "We are honest, fair and kind, and we take responsibility for our words and actions.",
        "We act honestly and fairly, keep our promises, and treat everyone with respect.",
      ),
      value(
        "Empowerment",
        "SPARKLES",
        "We give every girl the confidence to lead, to speak up and to make a difference.",
        "We build confidence, independence and a strong voice, so that girls lead in their own way.",
      ),
      value(
        "Innovation",
        "LIGHTBULB",
        "We stay curious, try new ideas and prepare our learners for a changing world.",
        "We encourage curiosity, creativity and the courage to try new things and learn from mistakes.",
      ),
    ],
    ...changes,
  };
}

const milestone = (year: string, title: string, description: string, alt: string) => ({
  __typename: "TimelineEntry",
  year,
  title,
  description,
  picture: bundledPicture(`/images/timeline/${year.toLowerCase()}.svg`, alt),
});

export function aboutContent(changes: Record<string, unknown> = {}) {
  return {
    __typename: "AboutContent",
    subtitle: "A proud tradition of educating girls in the heart of Johannesburg.",
    timeline: [
      milestone("1887", "Humble beginnings", "A small class for girls opens its doors in Berea.", "An early classroom"),
      milestone(
        "1897",
        "A school of its own",
        "The school moves into its own building.",
        "The school's first building",
      ),
      milestone("1905", "A new home", "The historic main building is completed.", "The main building on Fife Avenue"),
      milestone("1921", "Growing together", "New classrooms, a hall and sports grounds open.", "The sports grounds"),
      milestone("Present", "Leaders of tomorrow", "A vibrant preparatory school.", "Learners in a modern classroom"),
    ],
    statistics: [
      { __typename: "Statistic", value: 126, label: "Years of Excellence" },
      { __typename: "Statistic", value: 800, label: "Students Enrolled" },
      { __typename: "Statistic", value: 60, label: "Dedicated Staff" },
      { __typename: "Statistic", value: 25, label: "Activities & Clubs" },
    ],
    closingTitle: "Come and see us",
    closingText: "We would love to show you around and answer your questions.",
    ...changes,
  };
}

export function previousPrincipal(n: number, name: string, years: string) {
  return {
    __typename: "PreviousPrincipal",
    name,
    years,
    picture: bundledPicture(
      `/images/principals/principal-${n}.svg`,
      `Portrait of the ${name.toLowerCase()}, ${years}`,
      300,
      400,
    ),
  };
}

export function historyContent(changes: Record<string, unknown> = {}) {
  return {
    __typename: "HistoryContent",
    subtitle: "More than a century of educating girls in Berea, Johannesburg.",
    story:
      "The school was founded in {foundingYear} by its first principal, who believed that girls deserved an education every bit as rich and demanding as any other.\n\nThrough changing times, generations of girls have learnt, played and made lifelong friends here.",
    principals: [
      previousPrincipal(1, "Founding Principal", "1887-1903"),
      previousPrincipal(2, "Principal", "1966-1987"),
      previousPrincipal(3, "Principal", "1988-1995"),
      previousPrincipal(4, "Principal", "1996-1998"),
      previousPrincipal(5, "Principal", "1999-2013"),
      previousPrincipal(6, "Principal", "2014-2022"),
    ],
    legacyTitle: "A living legacy",
    legacyText: "Our history is not only in the past. It lives in our assemblies and traditions.",
    ...changes,
  };
}

export function staffMember(name: string, role: string | null = null, picture: unknown = null) {
  return { __typename: "StaffMember", name, role, picture };
}

const row = (label: string, people: ReturnType<typeof staffMember>[]) => ({ __typename: "StaffRow", label, people });
const group = (title: string, file: string, alt: string, rows: ReturnType<typeof row>[]) => ({
  __typename: "StaffGroup",
  title,
  picture: bundledPicture(`/images/staff/${file}.svg`, alt, 900, 600),
  rows,
});
const people = (...names: string[]) => names.map((name) => staffMember(name));

export function staffDirectory(changes: Record<string, unknown> = {}) {
  return {
    __typename: "StaffDirectory",
    subtitle: "The people who teach, care for and look after our girls every day.",
    principal: staffMember(
      "The Principal",
      null,
      bundledPicture("/images/staff/principal.svg", "Portrait of the principal", 300, 400),
    ),
    groups: [
      group("School Staff", "school-staff", "Group photo of the teaching staff", [
        row("Backrow", people("Grade 7 Teacher", "Grade 6 Teacher", "Grade 5 Teacher", "Music Teacher")),
        row("Middle Row", people("Grade 4 Teacher", "Grade 3 Teacher", "Grade 2 Teacher", "Sport Coordinator")),
        row("Seated", [
          staffMember("Grade 1 Teacher"),
          staffMember("Deputy Principal", "Deputy"),
          staffMember("The Principal", "Principal"),
          staffMember("Grade 0 Teacher"),
        ]),
      ]),
      group("Admin", "admin", "Photo of the administrative staff", [
        row("Administrative staff", people("School Secretary", "Bursar", "Admissions Officer")),
      ]),
      group("Ground Staff", "ground-staff", "Photo of the ground staff", [
        row("Backrow", people("Head Groundsman", "Groundsman")),
        row("Seated", people("Caretaker", "Cleaner")),
      ]),
      group("Kitchen Staff", "kitchen-staff", "Photo of the kitchen staff", [
        row("Standing", people("Head Cook", "Cook")),
        row("Seated", people("Kitchen Assistant", "Kitchen Assistant")),
      ]),
    ],
    ...changes,
  };
}

export const keyDate = (
  label: string,
  startDate: string | null,
  endDate: string | null,
  note: string | null = null,
) => ({
  __typename: "KeyDate",
  label,
  startDate,
  endDate,
  note,
});

const item = (text: string, title: string | null = null) => ({ __typename: "AdmissionsItem", title, text });
const section = (title: string, intro: string | null, numbered: boolean, items: ReturnType<typeof item>[]) => ({
  __typename: "AdmissionsSection",
  title,
  intro,
  numbered,
  items,
});

export function admissionsContent(changes: Record<string, unknown> = {}) {
  return {
    __typename: "AdmissionsContent",
    intakeYear: 2026,
    subtitle: "Join our preparatory school family: applications for Grade 0-7 for {intakeYear}.",
    applicationsOpen: "2025-07-11T08:00",
    applicationsClose: "2025-08-14T00:00",
    processSteps: [
      "Applications are made online through the provincial education department admissions portal.",
      "Your home address is confirmed by SMS.",
      "The language of instruction must be included in the application.",
    ],
    requiredDocuments: [
      "Learner's birth certificate",
      "ID of the parent who applied",
      "Proof of residence (an account or bank statement is not accepted)",
      "Proof of employment",
      "Clinic/vaccination card",
    ],
    importantNote: "Select 3 to 5 schools in order of preference, at most 5. Never apply to only one school.",
    keyDates: [
      keyDate("Application period", "2025-07-11", "2025-08-14"),
      keyDate("Outcomes announced", "2025-09-16", "2025-10-11"),
      keyDate("Accepting an offer", null, null, "Within 7 days of the offer"),
    ],
    closingNote:
      "If your application is unsuccessful, the department will place your child at a school with space, as close as possible to your home.",
    sections: [
      section("Placement Criteria", "Places are offered in this order:", true, [
        item("Learners who live in the school's feeder zone"),
        item("Learners who attended a linked previous school"),
        item("Learners with a sibling at the school"),
        item("Learners whose parent works in the feeder zone"),
        item("Learners who live beyond 30 km of the school"),
      ]),
      section(
        "Foreign National Requirements",
        "Parents who are foreign nationals upload one of the following, as it applies:",
        false,
        [
          item("Passport or refugee permit"),
          item("Asylum seeker permit"),
          item("Permanent residence permit"),
          item("Study permit"),
          item("Work permit"),
        ],
      ),
      section(
        "Document Verification",
        "Documents are uploaded on the portal or taken to the school for verification within the time the department gives. An application is complete only once its documents have been verified.",
        false,
        [],
      ),
      section("FAQ", null, false, [
        item(
          "No. Select 3 to 5 schools in order of preference; never apply to only one school.",
          "Can I apply to only one school?",
        ),
        item("Accept one offer within 7 days of receiving it.", "What if I receive more than one offer?"),
      ]),
    ],
    ...changes,
  };
}

const schoolPart = (fields: (keyof typeof school)[]) => ({
  __typename: "School",
  ...Object.fromEntries(fields.map((field) => [field, school[field]])),
});

/** Mocked answers of each page's content query; `content` replaces the seeded words. */
export const contentAnswers = {
  home: (home = homeContent(), missionValues = missionValuesContent()) =>
    answer(
      HomePageContentDocument,
      {},
      {
        school: schoolPart(["foundingYear"]),
        homeContent: home,
        missionValuesContent: missionValues,
      },
    ),
  about: (about = aboutContent(), missionValues = missionValuesContent()) =>
    answer(AboutPageContentDocument, {}, { missionValuesContent: missionValues, aboutContent: about }),
  history: (history = historyContent()) =>
    answer(HistoryPageContentDocument, {}, { school: schoolPart(["foundingYear"]), historyContent: history }),
  missionValues: (missionValues = missionValuesContent()) =>
    answer(MissionValuesPageContentDocument, {}, { missionValuesContent: missionValues }),
  staff: (directory = staffDirectory()) => answer(StaffPageDirectoryDocument, {}, { staffDirectory: directory }),
  admissions: (admissions = admissionsContent()) =>
    answer(
      AdmissionsPageContentDocument,
      {},
      {
        school: schoolPart(["timeZone", "admissionsPortalUrl"]),
        admissionsContent: admissions,
      },
    ),
};

/** The same queries failing, for the error state. */
export const contentFailures = {
  home: () => networkFailure(HomePageContentDocument, {}),
  about: () => networkFailure(AboutPageContentDocument, {}),
  history: () => networkFailure(HistoryPageContentDocument, {}),
  missionValues: () => networkFailure(MissionValuesPageContentDocument, {}),
  staff: () => networkFailure(StaffPageDirectoryDocument, {}),
  admissions: () => networkFailure(AdmissionsPageContentDocument, {}),
};
