import { Field, InputType } from "type-graphql";
import { IsOptional, MaxLength } from "class-validator";
import { TITLE_MAX } from "../../kernel/validators";
import { ImageFieldsInput } from "../files";

const GALLERY_DESCRIPTION_MAX = 2000;

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

  @Field(() => Date, { nullable: true, description: "When the photo was added; now when omitted." })
  @IsOptional()
  date?: Date | null;
}
