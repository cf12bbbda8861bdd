import { ArgsType, Field, ID, InputType } from "type-graphql";
import { ArrayMaxSize, IsBoolean, IsEnum, IsOptional, IsUUID, MaxLength, ValidateNested } from "class-validator";
import { PageArgs } from "../../kernel/pagination";
import { PublicationInput, PublicationState } from "../../kernel/publication";
import { IsNotBlank, TITLE_MAX } from "../../kernel/validators";
import { ImageFieldsInput } from "../files";
import type { ListRules } from "../../kernel/list-rules";

const GALLERY_DESCRIPTION_MAX = 2000;
const ALT_MAX = 300;
/** The most photos one reorder sends: the whole gallery, every id once. */
const REORDER_MAX = 2000;

@InputType({ description: "A photo: the image is required when adding one, optional when editing." })
export class GalleryItemInput extends ImageFieldsInput {
  @Field(() => String, { nullable: true, description: "Blank gives 'Gallery Image {date}'." })
  @IsOptional()
  @MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters` })
  title?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(GALLERY_DESCRIPTION_MAX, {
    message: `Description must be at most ${GALLERY_DESCRIPTION_MAX} characters`,
  })
  description?: string | null;

  @Field(() => String, { description: "What the photo shows, for screen readers; required." })
  @IsNotBlank({ message: "Alt text is required: describe what the photo shows" })
  @MaxLength(ALT_MAX, { message: `Alt text must be at most ${ALT_MAX} characters` })
  alt!: string;

  @Field(() => ID, { nullable: true, description: "The photo's album; null for none, omitted keeps it." })
  @IsOptional()
  @IsUUID("all", { message: "No such album" })
  albumId?: string | null;

  @Field(() => Date, { nullable: true, description: "When the photo was added; now when omitted." })
  @IsOptional()
  date?: Date | null;

  @Field(() => PublicationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  publication?: PublicationInput | null;
}

@ArgsType()
export class GalleryListArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: "Only the photos of this album; omit for all." })
  @IsOptional()
  @IsUUID("all", { message: "album is not a valid id" })
  album?: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Also drafts, scheduled and expired photos (staff only).",
  })
  @IsBoolean()
  includeUnpublished: boolean = false;

  @Field(() => PublicationState, { nullable: true, description: "Only photos in this state now (staff only)." })
  @IsOptional()
  @IsEnum(PublicationState)
  state?: PublicationState | null;
}

@ArgsType()
export class ReorderGalleryArgs {
  @Field(() => [ID], { description: "Every photo's id, once each, in the new order." })
  @ArrayMaxSize(REORDER_MAX, { message: `ids must hold at most ${REORDER_MAX} photos` })
  ids!: string[];
}

/** How the gallery's lists are filled (its own order, a new photo first), for the server's query and the panel's cache alike. */
export const GALLERY_LIST: ListRules = {
  field: "galleryItems",
  order: [
    { property: "position", format: "integer" },
    { property: "id", format: "uuid" },
  ],
  direction: "ASC",
  everyStateArg: "includeUnpublished",
  hiddenItems: "unpublished photos",
  equal: [{ arg: "album", property: "albumId" }],
};
