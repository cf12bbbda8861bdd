import { Field, InputType, Int, ObjectType } from "type-graphql";
import { IsInt, Max, Min, ValidateNested } from "class-validator";
import { ContentPicture, ContentPictureInput, inPlaceOf } from "../content-picture";
import { ContentPage, EditablePage, LONG_TEXT_MAX, ListOf, RequiredText } from "../content-fields";
import { definePage } from "../page-definition";

@ObjectType({ simpleResolvers: true })
class TimelineEntry {
  @Field(() => String, { description: "A year, or a word such as 'Present'." })
  year!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => ContentPicture)
  picture!: ContentPicture;
}

@ObjectType({ simpleResolvers: true })
class Statistic {
  @Field(() => Int, { description: "Shown as '{value}+'." })
  value!: number;

  @Field(() => String)
  label!: string;
}

@ObjectType({ simpleResolvers: true, description: "The About page: timeline, statistics and closing invitation." })
class AboutContent extends EditablePage {
  @Field(() => String)
  subtitle!: string;

  @Field(() => [TimelineEntry], { description: "Oldest first." })
  timeline!: TimelineEntry[];

  @Field(() => [Statistic])
  statistics!: Statistic[];

  @Field(() => String)
  closingTitle!: string;

  @Field(() => String)
  closingText!: string;
}

@InputType()
class TimelineEntryInput {
  @Field(() => String)
  @RequiredText("Year", 20)
  year!: string;

  @Field(() => String)
  @RequiredText("Title", 120)
  title!: string;

  @Field(() => String)
  @RequiredText("Description", 600)
  description!: string;

  @Field(() => ContentPictureInput)
  @ValidateNested()
  picture!: ContentPictureInput;
}

@InputType()
class StatisticInput {
  @Field(() => Int)
  @IsInt({ message: "Figure must be a whole number" })
  @Min(0, { message: "Figure must be 0 or more" })
  @Max(1_000_000, { message: "Figure must be at most 1000000" })
  value!: number;

  @Field(() => String)
  @RequiredText("Label", 60)
  label!: string;
}

@InputType()
class AboutContentInput {
  @Field(() => String)
  @RequiredText("Subtitle", 300)
  subtitle!: string;

  @Field(() => [TimelineEntryInput])
  @ListOf("Timeline", { max: 30 })
  timeline!: TimelineEntryInput[];

  @Field(() => [StatisticInput])
  @ListOf("Statistics", { max: 8 })
  statistics!: StatisticInput[];

  @Field(() => String)
  @RequiredText("Closing heading", 120)
  closingTitle!: string;

  @Field(() => String)
  @RequiredText("Closing text", LONG_TEXT_MAX)
  closingText!: string;
}

const milestone = (year: string, title: string, description: string, picture: string) => ({
  year,
  title,
  description,
  picture: { path: `/images/timeline/${year.toLowerCase()}.svg`, alt: inPlaceOf(picture) },
});

export const aboutPage = definePage({
  page: ContentPage.ABOUT,
  publicPage: { path: "/about", title: "About Us" },
  field: "aboutContent",
  description: "The About page.",
  type: AboutContent,
  input: AboutContentInput,
  defaults: () => ({
    subtitle: "A proud tradition of educating girls in the heart of Johannesburg.",
    timeline: [
      milestone(
        "1887",
        "Humble beginnings",
        "A small class for girls opens its doors in Berea, taught by a single dedicated teacher.",
        "a picture of an early classroom",
      ),
      milestone(
        "1897",
        "A school of its own",
        "The school moves into its own building under its first principal, with a growing roll.",
        "a picture of the school's first building",
      ),
      milestone(
        "1905",
        "A new home",
        "The historic main building on Fife Avenue is completed, and still welcomes our girls today.",
        "a picture of the main building on Fife Avenue",
      ),
      milestone(
        "1921",
        "Growing together",
        "New classrooms, a hall and sports grounds open as more families join the school.",
        "a picture of the sports grounds",
      ),
      milestone(
        "Present",
        "Leaders of tomorrow",
        "A vibrant preparatory school from Grade 0 to Grade 7, rooted in its history and looking ahead.",
        "a picture of a classroom today",
      ),
    ],
    statistics: [
      { value: 126, label: "Years of Excellence" },
      { value: 800, label: "Students Enrolled" },
      { value: 60, label: "Dedicated Staff" },
      { value: 25, label: "Activities & Clubs" },
    ],
    closingTitle: "Come and see us",
    closingText: "We would love to show you around and answer your questions.",
  }),
});
