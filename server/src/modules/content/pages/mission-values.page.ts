import { Field, InputType, ObjectType, registerEnumType } from "type-graphql";
import { IsEnum } from "class-validator";
import { ContentPage, EditablePage, LONG_TEXT_MAX, ListOf, RequiredText } from "../content-fields";
import { definePage } from "../page-definition";

/** The icons a value can wear (drawn by the client). */
enum ValueIcon {
  AWARD = "AWARD",
  SHIELD = "SHIELD",
  SPARKLES = "SPARKLES",
  LIGHTBULB = "LIGHTBULB",
  HEART = "HEART",
  STAR = "STAR",
  USERS = "USERS",
  BOOK = "BOOK",
  GLOBE = "GLOBE",
  LEAF = "LEAF",
}
registerEnumType(ValueIcon, { name: "ValueIcon" });

@ObjectType({ simpleResolvers: true })
class SchoolValue {
  @Field(() => String)
  name!: string;

  @Field(() => ValueIcon)
  icon!: ValueIcon;

  @Field(() => String, { description: "One sentence, on the home page." })
  summary!: string;

  @Field(() => String, { description: "On the Mission & Values page." })
  description!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "Mission, vision and values: on the home, about and Mission & Values pages.",
})
class MissionValuesContent extends EditablePage {
  @Field(() => String)
  mission!: string;

  @Field(() => String)
  vision!: string;

  @Field(() => [SchoolValue])
  values!: SchoolValue[];
}

@InputType()
class SchoolValueInput {
  @Field(() => String)
  @RequiredText("Value", 60)
  name!: string;

  @Field(() => ValueIcon)
  @IsEnum(ValueIcon, { message: "Choose an icon" })
  icon!: ValueIcon;

  @Field(() => String)
  @RequiredText("Summary", 300)
  summary!: string;

  @Field(() => String)
  @RequiredText("Description", 600)
  description!: string;
}

@InputType()
class MissionValuesContentInput {
  @Field(() => String)
  @RequiredText("Mission", LONG_TEXT_MAX)
  mission!: string;

  @Field(() => String)
  @RequiredText("Vision", LONG_TEXT_MAX)
  vision!: string;

  @Field(() => [SchoolValueInput])
  @ListOf("Values", { min: 1, max: 8 })
  values!: SchoolValueInput[];
}

export const missionValuesPage = definePage({
  page: ContentPage.MISSION_VALUES,
  publicPage: { path: "/mission-values", title: "Mission and Values" },
  field: "missionValuesContent",
  description: "Mission, vision and values.",
  type: MissionValuesContent,
  input: MissionValuesContentInput,
  defaults: () => ({
    mission:
      "To provide a caring, challenging and inclusive education that develops each girl's mind, character and talents, so that she leaves us ready to thrive in high school and beyond.",
    vision: "To be a school where every girl discovers her voice and grows into a confident, compassionate leader.",
    values: [
      {
        name: "Excellence",
        icon: ValueIcon.AWARD,
        summary: "We aim high in the classroom, on the field and on the stage, and celebrate every step of growth.",
        description:
          "We set high standards and support every girl to reach them, celebrating effort as much as achievement.",
      },
      {
        name: "Integrity",
        icon: ValueIcon.SHIELD,
        summary: "We are honest, fair and kind, and we take responsibility for our words and actions.",
        description: "We act honestly and fairly, keep our promises, and treat everyone with respect.",
      },
      {
        name: "Empowerment",
        icon: ValueIcon.SPARKLES,
        summary: "We give every girl the confidence to lead, to speak up and to make a difference.",
        description: "We build confidence, independence and a strong voice, so that girls lead in their own way.",
      },
      {
        name: "Innovation",
        icon: ValueIcon.LIGHTBULB,
        summary: "We stay curious, try new ideas and prepare our learners for a changing world.",
        description: "We encourage curiosity, creativity and the courage to try new things and learn from mistakes.",
      },
    ],
  }),
});
