import { Field, InputType } from "type-graphql";
import { IsOptional, IsString } from "class-validator";
import { GraphQLUpload } from "graphql-upload-ts";
import type { FileUpload } from "graphql-upload-ts";

/** A picture given as an upload (GraphQL multipart) or a data URL (the original site's REST payloads). */
@InputType()
export abstract class ImageFieldsInput {
  @Field(() => GraphQLUpload, { nullable: true, description: "JPEG, PNG, GIF or WebP, under 5 MB." })
  image?: Promise<FileUpload> | null;

  @Field(() => String, { nullable: true, description: "The image as a base64 data URL instead of an upload." })
  @IsOptional()
  @IsString()
  imageData?: string | null;
}
