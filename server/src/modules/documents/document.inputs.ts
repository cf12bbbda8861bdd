import { ArgsType, Field, InputType } from "type-graphql";
import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength, ValidateNested } from "class-validator";
import { GraphQLUpload } from "graphql-upload-ts";
import type { FileUpload } from "graphql-upload-ts";
import { PageArgs } from "../../kernel/pagination";
import { PublicationInput, PublicationState } from "../../kernel/publication";
import { IsNotBlank, TITLE_MAX } from "../../kernel/validators";
import type { ListRules } from "../../kernel/list-rules";

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

  @Field(() => PublicationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  publication?: PublicationInput | null;
}

@ArgsType()
export class DocumentListArgs extends PageArgs {
  @Field(() => Boolean, {
    defaultValue: false,
    description: "Also drafts, scheduled and expired documents (staff only).",
  })
  @IsBoolean()
  includeUnpublished: boolean = false;

  @Field(() => PublicationState, { nullable: true, description: "Only documents in this state now (staff only)." })
  @IsOptional()
  @IsEnum(PublicationState)
  state?: PublicationState | null;
}

/** How the documents lists are filled, for the server's query and the panel's cache alike. */
export const DOCUMENT_LIST: ListRules = {
  field: "documents",
  order: [
    { property: "createdAt", format: "timestamp" },
    { property: "id", format: "uuid" },
  ],
  direction: "DESC",
  everyStateArg: "includeUnpublished",
  hiddenItems: "unpublished documents",
  alsoShownIn: ["generalInfoContent"],
};
