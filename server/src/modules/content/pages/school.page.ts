import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { IsEmail, IsEnum, IsInt, IsUrl, Matches, Max, Min, ValidateIf } from "class-validator";
import type { FieldErrors } from "../../../kernel/errors";
import { Role } from "../../../kernel/roles";
import { ContentPage, EditablePage, ListOf, OptionalText, RequiredText } from "../content-fields";
import { definePage } from "../page-definition";

enum Weekday {
  MONDAY = "MONDAY",
  TUESDAY = "TUESDAY",
  WEDNESDAY = "WEDNESDAY",
  THURSDAY = "THURSDAY",
  FRIDAY = "FRIDAY",
  SATURDAY = "SATURDAY",
  SUNDAY = "SUNDAY",
}
registerEnumType(Weekday, { name: "Weekday" });
const WEEK = Object.values(Weekday);

enum SocialNetwork {
  FACEBOOK = "FACEBOOK",
  TWITTER = "TWITTER",
  INSTAGRAM = "INSTAGRAM",
  LINKEDIN = "LINKEDIN",
}
registerEnumType(SocialNetwork, { name: "SocialNetwork" });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const URL_RULES = { protocols: ["http", "https"], require_protocol: true };

@ObjectType({
  simpleResolvers: true,
  description: "The office's hours on one day of the week; closed when opens is null.",
})
class OfficeDay {
  @Field(() => Weekday)
  day!: Weekday;

  @Field(() => String, { nullable: true, description: "HH:mm, school time." })
  opens!: string | null;

  @Field(() => String, { nullable: true, description: "HH:mm, school time." })
  closes!: string | null;
}

@ObjectType({ simpleResolvers: true })
class SocialLink {
  @Field(() => SocialNetwork)
  network!: SocialNetwork;

  @Field(() => String)
  url!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Who the school is and how to reach it: edited by staff, shown in the header, footer and page titles.",
})
class School extends EditablePage {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  motto!: string;

  @Field(() => Int)
  foundingYear!: number;

  @Field(() => String, {
    description: "The footer's line about the school; {foundingYear} stands for the founding year.",
  })
  tagline!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  email!: string;

  @Field(() => [OfficeDay], { description: "Monday to Sunday, in that order." })
  officeHours!: OfficeDay[];

  @Field(() => [SocialLink], { description: "Only the networks the school is on." })
  socialLinks!: SocialLink[];

  @Field(() => String, { description: "The provincial admissions portal (d6) that applications go through." })
  admissionsPortalUrl!: string;

  @Field(() => String, { nullable: true, description: "A map link for the address; a maps search when null." })
  mapUrl!: string | null;

  @Field(() => String, { description: "IANA time zone of the school's calendar (configuration, not edited)." })
  timeZone!: string;
}

@InputType()
class OfficeDayInput {
  @Field(() => Weekday)
  @IsEnum(Weekday, { message: "Day must be a day of the week" })
  day!: Weekday;

  @Field(() => String, { nullable: true })
  @ValidateIf((day: OfficeDayInput) => day.opens != null || day.closes != null)
  @Matches(TIME, { message: "Opening time must be a time like 07:30" })
  opens?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf((day: OfficeDayInput) => day.opens != null || day.closes != null)
  @Matches(TIME, { message: "Closing time must be a time like 12:00" })
  closes?: string | null;
}

@InputType()
class SocialLinkInput {
  @Field(() => SocialNetwork)
  @IsEnum(SocialNetwork, { message: "Network must be Facebook, Twitter, Instagram or LinkedIn" })
  network!: SocialNetwork;

  @Field(() => String)
  @IsUrl(URL_RULES, { message: "Link must be a web address starting with https://" })
  url!: string;
}

@InputType()
class SchoolInput {
  @Field(() => String)
  @RequiredText("School name", 120)
  name!: string;

  @Field(() => String)
  @RequiredText("Motto", 200)
  motto!: string;

  @Field(() => Int)
  @IsInt({ message: "Founding year must be a year" })
  @Min(1800, { message: "Founding year must be 1800 or later" })
  @Max(2100, { message: "Founding year must be 2100 or earlier" })
  foundingYear!: number;

  @Field(() => String)
  @RequiredText("Footer line", 300)
  tagline!: string;

  @Field(() => String)
  @RequiredText("Address", 300)
  address!: string;

  @Field(() => String)
  @RequiredText("Phone", 40)
  @Matches(/^[+\d][\d\s()-]{5,}$/, { message: "Phone must be a phone number such as 011 123 4567" })
  phone!: string;

  @Field(() => String)
  @IsEmail({}, { message: "E-mail must be a valid e-mail address" })
  email!: string;

  @Field(() => [OfficeDayInput])
  @ListOf("Office hours", { min: 7, max: 7 })
  officeHours!: OfficeDayInput[];

  @Field(() => [SocialLinkInput])
  @ListOf("Social links", { max: 4 })
  socialLinks!: SocialLinkInput[];

  @Field(() => String)
  @IsUrl(URL_RULES, { message: "Admissions portal must be a web address starting with https://" })
  admissionsPortalUrl!: string;

  @Field(() => String, { nullable: true })
  @OptionalText("Map link", 1000)
  @ValidateIf((school: SchoolInput) => !!school.mapUrl)
  @IsUrl(URL_RULES, { message: "Map link must be a web address starting with https://" })
  mapUrl?: string | null;
}

function checkSchool(school: SchoolInput): FieldErrors {
  const errors: FieldErrors = {};
  school.officeHours.forEach((day, index) => {
    if (day.day !== WEEK[index])
      errors[`officeHours.${index}.day`] = "Office hours must list Monday to Sunday in order";
    else if ((day.opens == null) !== (day.closes == null))
      errors[`officeHours.${index}.closes`] = "Give both times, or neither for a closed day";
    else if (day.opens && day.closes && day.closes <= day.opens)
      errors[`officeHours.${index}.closes`] = "Closing time must be after opening time";
  });
  const networks = school.socialLinks.map((link) => link.network);
  networks.forEach((network, index) => {
    if (networks.indexOf(network) !== index) errors[`socialLinks.${index}.network`] = "Each network only once";
  });
  return errors;
}

const open = (opens: string, closes: string) => ({ opens, closes });
const closed = { opens: null, closes: null };

export const schoolPage = definePage({
  page: ContentPage.SCHOOL,
  field: "school",
  description: "The school's settings: name, motto, contact details, office hours, links (administrators save them).",
  editableBy: Role.ADMINISTRATOR,
  type: School,
  input: SchoolInput,
  defaults: (school) => ({
    name: school.name,
    motto: school.motto,
    foundingYear: 1887,
    tagline: "Educating girls in Johannesburg since {foundingYear}.",
    address: school.address,
    phone: school.phone,
    email: school.email,
    // As the school gave them; Friday's 23:30 is theirs to correct.
    officeHours: WEEK.map((day, index) => ({
      day,
      ...(index < 4 ? open("07:30", "12:00") : index === 4 ? open("07:30", "23:30") : closed),
    })),
    socialLinks: [],
    admissionsPortalUrl: "https://www.gdeadmissions.gov.za/",
    mapUrl: null,
  }),
  check: checkSchool,
  extra: (school) => ({ timeZone: school.timeZone }),
});
