import { Field, InputType, Int, ObjectType } from "type-graphql";
import { IsBoolean, IsInt, IsOptional, Matches, Max, Min } from "class-validator";
import type { FieldErrors } from "../../../kernel/errors";
import { IsCalendarDate } from "../../../kernel/validators";
import {
  ContentPage,
  EditablePage,
  LONG_TEXT_MAX,
  ListOf,
  OptionalText,
  RequiredText,
  TextList,
} from "../content-fields";
import { definePage } from "../page-definition";

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

@ObjectType({
  simpleResolvers: true,
  description:
    "A date (or period) in the admissions calendar; hidden once it has passed. Without dates, the note is shown.",
})
class KeyDate {
  @Field(() => String)
  label!: string;

  @Field(() => String, { nullable: true, description: "yyyy-mm-dd" })
  startDate!: string | null;

  @Field(() => String, { nullable: true, description: "yyyy-mm-dd, for a period." })
  endDate!: string | null;

  @Field(() => String, { nullable: true, description: "Words instead of dates, e.g. 'Within 7 days of the offer'." })
  note!: string | null;
}

@ObjectType({ simpleResolvers: true })
class AdmissionsItem {
  @Field(() => String, { nullable: true, description: "A question or heading, if the item has one." })
  title!: string | null;

  @Field(() => String)
  text!: string;
}

@ObjectType({ simpleResolvers: true, description: "One of the page's folding sections (Placement Criteria, FAQ, …)." })
class AdmissionsSection {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  intro!: string | null;

  @Field(() => [AdmissionsItem])
  items!: AdmissionsItem[];

  @Field(() => Boolean, { description: "Items are numbered (an order of preference) rather than bulleted." })
  numbered!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "The Admissions page, for one intake year." })
class AdmissionsContent extends EditablePage {
  @Field(() => Int)
  intakeYear!: number;

  @Field(() => String, { description: "{intakeYear} stands for the intake year." })
  subtitle!: string;

  @Field(() => String, { description: "yyyy-mm-ddTHH:mm, school time." })
  applicationsOpen!: string;

  @Field(() => String, { description: "yyyy-mm-ddTHH:mm, school time." })
  applicationsClose!: string;

  @Field(() => [String])
  processSteps!: string[];

  @Field(() => [String])
  requiredDocuments!: string[];

  @Field(() => String)
  importantNote!: string;

  @Field(() => [KeyDate])
  keyDates!: KeyDate[];

  @Field(() => String, { description: "Below the key dates: what happens to an unsuccessful application." })
  closingNote!: string;

  @Field(() => [AdmissionsSection])
  sections!: AdmissionsSection[];
}

@InputType()
class KeyDateInput {
  @Field(() => String)
  @RequiredText("Label", 120)
  label!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: "Date must be a real date" })
  startDate?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: "End date must be a real date" })
  endDate?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText("Note", 200)
  note?: string | null;
}

@InputType()
class AdmissionsItemInput {
  @Field(() => String, { nullable: true })
  @OptionalText("Question", 300)
  title?: string | null;

  @Field(() => String)
  @RequiredText("Text", 2000)
  text!: string;
}

@InputType()
class AdmissionsSectionInput {
  @Field(() => String)
  @RequiredText("Section title", 120)
  title!: string;

  @Field(() => String, { nullable: true })
  @OptionalText("Introduction", 2000)
  intro?: string | null;

  @Field(() => [AdmissionsItemInput])
  @ListOf("Items", { max: 40 })
  items!: AdmissionsItemInput[];

  @Field(() => Boolean)
  @IsBoolean()
  numbered!: boolean;
}

@InputType()
class AdmissionsContentInput {
  @Field(() => Int)
  @IsInt({ message: "Intake year must be a year" })
  @Min(2000, { message: "Intake year must be 2000 or later" })
  @Max(2200, { message: "Intake year must be 2200 or earlier" })
  intakeYear!: number;

  @Field(() => String)
  @RequiredText("Subtitle", 300)
  subtitle!: string;

  @Field(() => String)
  @Matches(LOCAL_DATE_TIME, { message: "Opening must be a date and time" })
  applicationsOpen!: string;

  @Field(() => String)
  @Matches(LOCAL_DATE_TIME, { message: "Closing must be a date and time" })
  applicationsClose!: string;

  @Field(() => [String])
  @TextList("Process steps", { min: 1, max: 20 })
  processSteps!: string[];

  @Field(() => [String])
  @TextList("Required documents", { min: 1, max: 30 })
  requiredDocuments!: string[];

  @Field(() => String)
  @RequiredText("Important note", 1000)
  importantNote!: string;

  @Field(() => [KeyDateInput])
  @ListOf("Key dates", { max: 20 })
  keyDates!: KeyDateInput[];

  @Field(() => String)
  @RequiredText("Closing note", LONG_TEXT_MAX)
  closingNote!: string;

  @Field(() => [AdmissionsSectionInput])
  @ListOf("Sections", { max: 20 })
  sections!: AdmissionsSectionInput[];
}

function checkAdmissions(admissions: AdmissionsContentInput): FieldErrors {
  const errors: FieldErrors = {};
  if (admissions.applicationsClose <= admissions.applicationsOpen)
    errors.applicationsClose = "Applications must close after they open";
  admissions.keyDates.forEach((date, index) => {
    if (!date.startDate && !date.note?.trim()) errors[`keyDates.${index}.startDate`] = "Give a date or a note";
    else if (date.endDate && !date.startDate)
      errors[`keyDates.${index}.startDate`] = "Give the first day of the period";
    else if (date.startDate && date.endDate && date.endDate < date.startDate)
      errors[`keyDates.${index}.endDate`] = "End date must be on or after the start date";
  });
  admissions.sections.forEach((section, index) => {
    if (!section.intro?.trim() && section.items.length === 0)
      errors[`sections.${index}.intro`] = "Give the section an introduction or at least one item";
  });
  return errors;
}

const items = (...texts: string[]) => texts.map((text) => ({ title: null, text }));

export const admissionsPage = definePage({
  page: ContentPage.ADMISSIONS,
  publicPage: { path: "/admissions", title: "Admissions" },
  field: "admissionsContent",
  description: "The Admissions page.",
  type: AdmissionsContent,
  input: AdmissionsContentInput,
  defaults: () => ({
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
      { label: "Application period", startDate: "2025-07-11", endDate: "2025-08-14", note: null },
      { label: "Outcomes announced", startDate: "2025-09-16", endDate: "2025-10-11", note: null },
      { label: "Accepting an offer", startDate: null, endDate: null, note: "Within 7 days of the offer" },
    ],
    closingNote:
      "If your application is unsuccessful, the department will place your child at a school with space, as close as possible to your home.",
    sections: [
      {
        title: "Placement Criteria",
        intro: "Places are offered in this order:",
        numbered: true,
        items: items(
          "Learners who live in the school's feeder zone",
          "Learners who attended a linked previous school",
          "Learners with a sibling at the school",
          "Learners whose parent works in the feeder zone",
          "Learners who live beyond 30 km of the school",
        ),
      },
      {
        title: "Foreign National Requirements",
        intro: "Parents who are foreign nationals upload one of the following, as it applies:",
        numbered: false,
        items: items(
          "Passport or refugee permit",
          "Asylum seeker permit",
          "Permanent residence permit",
          "Study permit",
          "Work permit",
        ),
      },
      {
        title: "Document Verification",
        intro:
          "Documents are uploaded on the portal or taken to the school for verification within the time the department gives. An application is complete only once its documents have been verified.",
        numbered: false,
        items: [],
      },
      {
        title: "FAQ",
        intro: null,
        numbered: false,
        items: [
          {
            title: "Can I apply to only one school?",
            text: "No. Select 3 to 5 schools in order of preference; never apply to only one school.",
          },
          { title: "What if I receive more than one offer?", text: "Accept one offer within 7 days of receiving it." },
        ],
      },
    ],
  }),
  check: checkAdmissions,
});
