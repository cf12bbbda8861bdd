import { Field, InputType, ObjectType } from "type-graphql";
import { IsBoolean, ValidateNested } from "class-validator";
import type { FieldErrors } from "../../../kernel/errors";
import { ContentPicture, ContentPictureInput, inPlaceOf } from "../content-picture";
import { ContentPage, EditablePage, LONG_TEXT_MAX, ListOf, OptionalText, RequiredText } from "../content-fields";
import { definePage } from "../page-definition";

@ObjectType({ simpleResolvers: true })
class HeroSlide {
  @Field(() => ContentPicture)
  picture!: ContentPicture;

  @Field(() => String, { nullable: true, description: "A short line shown on the slide, if any." })
  caption!: string | null;

  @Field(() => Boolean, { description: "Hidden slides stay in the list for later." })
  enabled!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: "The home page: hero slideshow and its words, and the about section.",
})
class HomeContent extends EditablePage {
  @Field(() => [HeroSlide], { description: "In the order they are shown." })
  heroSlides!: HeroSlide[];

  @Field(() => String, { description: "The line above the heading; {foundingYear} stands for the founding year." })
  heroEyebrow!: string;

  @Field(() => String)
  heroTitle!: string;

  @Field(() => String)
  heroText!: string;

  @Field(() => String)
  storyTitle!: string;

  @Field(() => String, { description: "Paragraphs separated by blank lines." })
  story!: string;
}

@InputType()
class HeroSlideInput {
  @Field(() => ContentPictureInput)
  @ValidateNested()
  picture!: ContentPictureInput;

  @Field(() => String, { nullable: true })
  @OptionalText("Caption", 200)
  caption?: string | null;

  @Field(() => Boolean)
  @IsBoolean()
  enabled!: boolean;
}

@InputType()
class HomeContentInput {
  @Field(() => [HeroSlideInput])
  @ListOf("Slides", { min: 1, max: 12 })
  heroSlides!: HeroSlideInput[];

  @Field(() => String)
  @RequiredText("Line above the heading", 120)
  heroEyebrow!: string;

  @Field(() => String)
  @RequiredText("Heading", 120)
  heroTitle!: string;

  @Field(() => String)
  @RequiredText("Introduction", 400)
  heroText!: string;

  @Field(() => String)
  @RequiredText("Story heading", 120)
  storyTitle!: string;

  @Field(() => String)
  @RequiredText("Story", LONG_TEXT_MAX)
  story!: string;
}

/** A slide of the bundled placeholder (the crest on the school's colours) until the school uploads its photo of `subject`. */
const slide = (name: string, subject: string) => ({
  picture: { path: `/images/slides/${name}.svg`, alt: inPlaceOf(`a photo of ${subject}`) },
  caption: null,
  enabled: true,
});

export const homePage = definePage({
  page: ContentPage.HOME,
  publicPage: { path: "/", title: "Home" },
  field: "homeContent",
  description: "The home page's hero and story.",
  type: HomeContent,
  input: HomeContentInput,
  defaults: () => ({
    heroSlides: [
      slide("assembly-hall", "the assembly hall"),
      slide("historic-building", "the historic main building"),
      slide("garden", "the school garden"),
      slide("cultural-dance", "a cultural dance"),
      slide("courtyard-aerial", "the courtyard from above"),
      slide("assembly-speaker", "a school assembly"),
      slide("swimming-gala", "the swimming gala"),
    ],
    heroEyebrow: "Excellence in Education Since {foundingYear}",
    heroTitle: "Empowering the Leaders of Tomorrow",
    heroText:
      "We nurture curious, confident and kind girls through an education that balances academic excellence with creativity, sport and service.",
    storyTitle: "Our Story",
    story:
      "For well over a century our school in Berea has been a place where girls from every part of Johannesburg learn, play and grow together. From a handful of pupils in a single classroom we have grown into a thriving preparatory school from Grade 0 to Grade 7.",
  }),
  check: (home): FieldErrors =>
    home.heroSlides.some((slide) => slide.enabled) ? {} : { heroSlides: "Show at least one slide" },
});
