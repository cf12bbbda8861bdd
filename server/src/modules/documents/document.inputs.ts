import { Field, InputType } from "type-graphql";
import { IsOptional, IsString, MaxLength } from "class-validator";
import { GraphQLUpload } from "graphql-upload-ts";
import type { FileUpload } from "graphql-upload-ts";
import { IsNotBlank, TITLE_MAX } from "../../kernel/validators";

@InputType({ description: "A document: the PDF is required when adding one, optional when editing." })
export class DocumentInput {
  @Field(() => String)
  @IsNotBlank({ message: "Title is required" })
  @MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters` })
  title!: string;

  @Field(() => GraphQLUpload, { nullable: true, description: "A PDF of at most 20 MB." })
  file?: Promise<FileUpload> | null;

  @Field(() => String, { nullable: true, description: "The PDF as a base64 data URL instead of an upload." })
  @IsOptional()
  @IsString()
  fileData?: string | null;
}
