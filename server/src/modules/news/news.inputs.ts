import { ArgsType, Field, InputType } from "type-graphql";
import { IsBoolean, IsEnum, IsOptional, MaxLength, ValidateNested } from "class-validator";
import { PageArgs } from "../../kernel/pagination";
import { PublicationInput, PublicationState } from "../../kernel/publication";
import { HasRichText } from "../../kernel/rich-text";
import {
  CONTENT_MAX,
  IsCalendarDate,
  IsNotBlank,
  SEARCH_MAX,
  SHORT_TEXT_MAX,
  TITLE_MAX,
} from "../../kernel/validators";
import { ImageFieldsInput } from "../files";
import { BY_DATE_THEN_CREATION } from "../../kernel/list-rules";
import type { ListRules } from "../../kernel/list-rules";

const CATEGORY_MAX = 100;

@InputType({
  description: "Everything a news article is saved with. Without a new image, an update keeps the old one.",
})
export class NewsInput extends ImageFieldsInput {
  @Field(() => String)
  @IsNotBlank({ message: "Title is required" })
  @MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters` })
  title!: string;

  @Field(() => String)
  @IsNotBlank({ message: "Excerpt is required" })
  @MaxLength(SHORT_TEXT_MAX, { message: `Excerpt must be at most ${SHORT_TEXT_MAX} characters` })
  excerpt!: string;

  @Field(() => String, { description: "HTML, sanitised on save to the allowed formatting; must show some text." })
  @HasRichText({ message: "Content is required" })
  @MaxLength(CONTENT_MAX, { message: `Content must be at most ${CONTENT_MAX} characters` })
  content!: string;

  @Field(() => String, { description: "yyyy-mm-dd" })
  @IsCalendarDate({ message: "Date must be a real date in the form yyyy-mm-dd" })
  date!: string;

  @Field(() => String)
  @IsNotBlank({ message: "Category is required" })
  @MaxLength(CATEGORY_MAX, { message: `Category must be at most ${CATEGORY_MAX} characters` })
  category!: string;

  @Field(() => Boolean, { nullable: true, description: "Remove the current image." })
  @IsOptional()
  @IsBoolean()
  removeImage?: boolean | null;

  @Field(() => PublicationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  publication?: PublicationInput | null;
}

@ArgsType()
export class NewsListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Case-insensitive match in title or excerpt." })
  @IsOptional()
  @MaxLength(SEARCH_MAX, { message: `search must be at most ${SEARCH_MAX} characters` })
  search?: string;

  @Field(() => String, { nullable: true, description: "Exact category; omit for all." })
  @IsOptional()
  @MaxLength(CATEGORY_MAX, { message: `category must be at most ${CATEGORY_MAX} characters` })
  category?: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Also drafts, scheduled and expired articles (staff only).",
  })
  @IsBoolean()
  includeUnpublished: boolean = false;

  @Field(() => PublicationState, { nullable: true, description: "Only articles in this state now (staff only)." })
  @IsOptional()
  @IsEnum(PublicationState)
  state?: PublicationState | null;
}

/** How the news lists are filled, for the server's query and the panel's cache alike. */
export const NEWS_LIST: ListRules = {
  field: "news",
  order: BY_DATE_THEN_CREATION,
  direction: "DESC",
  everyStateArg: "includeUnpublished",
  hiddenItems: "unpublished articles",
  // The title and excerpt, lower-cased as ILIKE would, kept by a trigger (migration NewsSearchText).
  search: { properties: ["title", "excerpt"], indexedColumn: "search_text" },
  equal: [{ arg: "category", property: "category" }],
};
