import { Field, InputType } from "type-graphql";
import { MaxLength } from "class-validator";
import { IsNotBlank } from "../../kernel/validators";

const ALBUM_NAME_MAX = 100;

@InputType({ description: "An album's name; albums are listed by name." })
export class AlbumInput {
  @Field(() => String)
  @IsNotBlank({ message: "Name is required" })
  @MaxLength(ALBUM_NAME_MAX, { message: `Name must be at most ${ALBUM_NAME_MAX} characters` })
  name!: string;
}
