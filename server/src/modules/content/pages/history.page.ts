import { Field, InputType, ObjectType } from "type-graphql";
import { ValidateNested } from "class-validator";
import { ContentPicture, ContentPictureInput, inPlaceOf } from "../content-picture";
import { ContentPage, EditablePage, LONG_TEXT_MAX, ListOf, RequiredText } from "../content-fields";
import { definePage } from "../page-definition";

@ObjectType({ simpleResolvers: true })
class PreviousPrincipal {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "e.g. '1887-1903'" })
  years!: string;

  @Field(() => ContentPicture)
  picture!: ContentPicture;
}

@ObjectType({ simpleResolvers: true, description: "The History page: the school's story and its previous principals." })
class HistoryContent extends EditablePage {
  @Field(() => String)
  subtitle!: string;

  @Field(() => String, {
    description: "Paragraphs separated by blank lines; {foundingYear} stands for the founding year.",
  })
  story!: string;

  @Field(() => [PreviousPrincipal], { description: "Earliest first." })
  principals!: PreviousPrincipal[];

  @Field(() => String)
  legacyTitle!: string;

  @Field(() => String)
  legacyText!: string;
}

@InputType()
class PreviousPrincipalInput {
  @Field(() => String)
  @RequiredText("Name", 120)
  name!: string;

  @Field(() => String)
  @RequiredText("Years", 40)
  years!: string;

  @Field(() => ContentPictureInput)
  @ValidateNested()
  picture!: ContentPictureInput;
}

@InputType()
class HistoryContentInput {
  @Field(() => String)
  @RequiredText("Subtitle", 300)
  subtitle!: string;

  @Field(() => String)
  @RequiredText("Story", LONG_TEXT_MAX)
  story!: string;

  @Field(() => [PreviousPrincipalInput])
  @ListOf("Principals", { max: 40 })
  principals!: PreviousPrincipalInput[];

  @Field(() => String)
  @RequiredText("Closing heading", 120)
  legacyTitle!: string;

  @Field(() => String)
  @RequiredText("Closing text", LONG_TEXT_MAX)
  legacyText!: string;
}

const principal = (n: number, name: string, years: string) => ({
  name,
  years,
  picture: {
    path: `/images/principals/principal-${n}.svg`,
    alt: inPlaceOf(`a portrait of the ${name.toLowerCase()}, ${years}`),
  },
});

export const historyPage = definePage({
  page: ContentPage.HISTORY,
  publicPage: { path: "/history", title: "Our History" },
  field: "historyContent",
  description: "The History page.",
  type: HistoryContent,
  input: HistoryContentInput,
  defaults: () => ({
    subtitle: "More than a century of educating girls in Berea, Johannesburg.",
    story: [
      "The school was founded in {foundingYear} by its first principal, who believed that girls deserved an education every bit as rich and demanding as any other. From a few pupils in a modest building, the school grew with the city around it.",
      "Through changing times, generations of girls have learnt, played and made lifelong friends here. Each of them has added to the traditions, the values and the spirit that our learners carry forward today.",
    ].join("\n\n"),
    principals: [
      principal(1, "Founding Principal", "1887-1903"),
      principal(2, "Principal", "1966-1987"),
      principal(3, "Principal", "1988-1995"),
      principal(4, "Principal", "1996-1998"),
      principal(5, "Principal", "1999-2013"),
      principal(6, "Principal", "2014-2022"),
    ],
    legacyTitle: "A living legacy",
    legacyText:
      "Our history is not only in the past. It lives in our assemblies and traditions, in the old girls who return to visit, and in every learner who walks through our gates today.",
  }),
});
