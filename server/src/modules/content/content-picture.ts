import { Field, ID, InputType, ObjectType } from "type-graphql";
import { IsIn, IsOptional, IsUUID, MaxLength } from "class-validator";
import { IsNotBlank, SHORT_TEXT_MAX } from "../../kernel/validators";
import { ResponsiveImage } from "../files";

/**
 * The pictures a new site starts with: files of the built client (client/public/images), calm
 * placeholders (the crest on the school's colours, no made-up scenes or people) which the seeded pages
 * show until staff upload their own. Sizes reserve the picture's space.
 */
export const BUNDLED_PICTURES: Record<string, { width: number; height: number }> = {
  ...Object.fromEntries(
    [
      "assembly-hall",
      "historic-building",
      "garden",
      "cultural-dance",
      "courtyard-aerial",
      "assembly-speaker",
      "swimming-gala",
    ].map((name) => [`/images/slides/${name}.svg`, { width: 1600, height: 1000 }]),
  ),
  ...Object.fromEntries(
    ["1887", "1897", "1905", "1921", "present"].map((name) => [
      `/images/timeline/${name}.svg`,
      { width: 400, height: 300 },
    ]),
  ),
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((n) => [`/images/principals/principal-${n}.svg`, { width: 300, height: 400 }]),
  ),
  "/images/staff/principal.svg": { width: 300, height: 400 },
  ...Object.fromEntries(
    ["school-staff", "admin", "ground-staff", "kitchen-staff"].map((name) => [
      `/images/staff/${name}.svg`,
      { width: 900, height: 600 },
    ]),
  ),
};

/** The alt text of a placeholder (bundled, or a demo gallery picture): what it shows, and what the school's own picture will show there. */
export const inPlaceOf = (picture: string): string => `The school crest, in place of ${picture}`;

/** A picture as stored in a page's content: an uploaded file's id or a bundled file's path, and its alt text. */
export interface StoredPicture {
  assetId?: string | null;
  path?: string | null;
  alt: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "A picture on an editable page: an uploaded image (in several widths) or one of the site's own files.",
})
export class ContentPicture {
  @Field(() => ID, { nullable: true, description: "The uploaded image; null for the site's own pictures." })
  assetId!: string | null;

  @Field(() => String, { nullable: true, description: "The site's own picture (under /images), when not an upload." })
  path!: string | null;

  @Field(() => String, { description: "What the picture shows, for people who cannot see it." })
  alt!: string;

  @Field(() => ResponsiveImage, { nullable: true, description: "Null when the uploaded image has been deleted." })
  image!: ResponsiveImage | null;
}

@InputType({
  description:
    "An uploaded image (assetId, e.g. from uploadContentPicture or a gallery item's imageId) or a bundled path.",
})
export class ContentPictureInput {
  // Whether either is given is checked by the content service: TypeGraphQL skips absent fields.
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID("all", { message: "Choose a picture" })
  assetId?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(Object.keys(BUNDLED_PICTURES), { message: "Choose one of the site's pictures or upload one" })
  path?: string | null;

  @Field(() => String)
  @IsNotBlank({ message: "Describe the picture for people who cannot see it" })
  @MaxLength(SHORT_TEXT_MAX, { message: `Alt text must be at most ${SHORT_TEXT_MAX} characters` })
  alt!: string;
}
