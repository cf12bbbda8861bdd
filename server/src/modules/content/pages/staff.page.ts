import { Field, InputType, ObjectType } from "type-graphql";
import { IsOptional, ValidateNested } from "class-validator";
import { ContentPicture, ContentPictureInput, inPlaceOf } from "../content-picture";
import { ContentPage, EditablePage, ListOf, OptionalText, RequiredText } from "../content-fields";
import { definePage } from "../page-definition";

@ObjectType({ simpleResolvers: true })
class StaffMember {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: "Marked beside the name, e.g. 'Deputy' or 'Grade 3'." })
  role!: string | null;

  @Field(() => ContentPicture, { nullable: true })
  picture!: ContentPicture | null;
}

@ObjectType({ simpleResolvers: true, description: "People as they stand in a group photo: 'Backrow', 'Seated'." })
class StaffRow {
  @Field(() => String)
  label!: string;

  @Field(() => [StaffMember])
  people!: StaffMember[];
}

@ObjectType({ simpleResolvers: true, description: "A department: its group photo and its people, row by row." })
class StaffGroup {
  @Field(() => String)
  title!: string;

  @Field(() => ContentPicture, { nullable: true })
  picture!: ContentPicture | null;

  @Field(() => [StaffRow])
  rows!: StaffRow[];
}

@ObjectType({
  simpleResolvers: true,
  description: "The staff directory (/staff): the principal, then each department.",
})
class StaffDirectory extends EditablePage {
  @Field(() => String)
  subtitle!: string;

  @Field(() => StaffMember)
  principal!: StaffMember;

  @Field(() => [StaffGroup])
  groups!: StaffGroup[];
}

@InputType()
class StaffMemberInput {
  @Field(() => String)
  @RequiredText("Name", 120)
  name!: string;

  @Field(() => String, { nullable: true })
  @OptionalText("Role", 60)
  role?: string | null;

  @Field(() => ContentPictureInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  picture?: ContentPictureInput | null;
}

@InputType()
class StaffRowInput {
  @Field(() => String)
  @RequiredText("Row", 60)
  label!: string;

  @Field(() => [StaffMemberInput])
  @ListOf("People", { min: 1, max: 40 })
  people!: StaffMemberInput[];
}

@InputType()
class StaffGroupInput {
  @Field(() => String)
  @RequiredText("Department", 120)
  title!: string;

  @Field(() => ContentPictureInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  picture?: ContentPictureInput | null;

  @Field(() => [StaffRowInput])
  @ListOf("Rows", { min: 1, max: 10 })
  rows!: StaffRowInput[];
}

@InputType()
class StaffDirectoryInput {
  @Field(() => String)
  @RequiredText("Subtitle", 300)
  subtitle!: string;

  @Field(() => StaffMemberInput)
  @ValidateNested()
  principal!: StaffMemberInput;

  @Field(() => [StaffGroupInput])
  @ListOf("Departments", { max: 20 })
  groups!: StaffGroupInput[];
}

const people = (...names: (string | [string, string])[]) =>
  names.map((entry) => (typeof entry === "string" ? { name: entry, role: null } : { name: entry[0], role: entry[1] }));

export const staffPage = definePage({
  page: ContentPage.STAFF,
  publicPage: { path: "/staff", title: "Our Staff" },
  field: "staffDirectory",
  description: "The staff directory.",
  type: StaffDirectory,
  input: StaffDirectoryInput,
  defaults: () => ({
    subtitle: "The people who teach, care for and look after our girls every day.",
    principal: {
      name: "The Principal",
      role: null,
      picture: { path: "/images/staff/principal.svg", alt: inPlaceOf("a portrait of the principal") },
    },
    groups: [
      {
        title: "School Staff",
        picture: { path: "/images/staff/school-staff.svg", alt: inPlaceOf("a photo of the teaching staff") },
        rows: [
          {
            label: "Backrow",
            people: people("Grade 7 Teacher", "Grade 6 Teacher", "Grade 5 Teacher", "Music Teacher"),
          },
          {
            label: "Middle Row",
            people: people("Grade 4 Teacher", "Grade 3 Teacher", "Grade 2 Teacher", "Sport Coordinator"),
          },
          {
            label: "Seated",
            people: people(
              "Grade 1 Teacher",
              ["Deputy Principal", "Deputy"],
              ["The Principal", "Principal"],
              "Grade 0 Teacher",
            ),
          },
        ],
      },
      {
        title: "Admin",
        picture: { path: "/images/staff/admin.svg", alt: inPlaceOf("a photo of the administrative staff") },
        rows: [{ label: "Administrative staff", people: people("School Secretary", "Bursar", "Admissions Officer") }],
      },
      {
        title: "Ground Staff",
        picture: { path: "/images/staff/ground-staff.svg", alt: inPlaceOf("a photo of the ground staff") },
        rows: [
          { label: "Backrow", people: people("Head Groundsman", "Groundsman") },
          { label: "Seated", people: people("Caretaker", "Cleaner") },
        ],
      },
      {
        title: "Kitchen Staff",
        picture: { path: "/images/staff/kitchen-staff.svg", alt: inPlaceOf("a photo of the kitchen staff") },
        rows: [
          { label: "Standing", people: people("Head Cook", "Cook") },
          { label: "Seated", people: people("Kitchen Assistant", "Kitchen Assistant") },
        ],
      },
    ],
  }),
});
