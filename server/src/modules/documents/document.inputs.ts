import { Field, InputType, Int } from "type-graphql";
import { IsInt, IsOptional, Max, MaxLength, Min } from "class-validator";
import { IsLink, IsNotBlank, TITLE_MAX } from "../../graphql/validators";

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

@InputType()
export class DocumentInput {
  @Field(() => String)
  @IsNotBlank({ message: "Title is required" })
  @MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters` })
  title!: string;

  @Field(() => String)
  @IsLink({ message: "File URL must be an http(s) URL or a path starting with /" })
  fileUrl!: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: "Size must be a whole number of bytes" })
  @Min(0, { message: "Size must not be negative" })
  @Max(DOCUMENT_MAX_BYTES, { message: "Documents must be at most 20 MB" })
  sizeBytes?: number | null;
}
