import { Extensions, Field, ID, ObjectType, ArgsType, InputType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { PUBLICATION_LABELS, Publication, PublicationInput, PublicationState } from "../../kernel/publication";
import { richTextToPlain, HasRichText } from "../../kernel/rich-text";
import { Illustrated, PICTURE_LABEL, fallbackUrl, ImageFieldsInput } from "../files";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabels } from "../../kernel/field-labels";
import { IsBoolean, IsEnum, IsOptional, MaxLength, ValidateNested } from "class-validator";
import { PageArgs } from "../../kernel/pagination";
import {
  CONTENT_MAX,
  IsCalendarDate,
  IsNotBlank,
  SEARCH_MAX,
  SHORT_TEXT_MAX,
  TITLE_MAX,
} from "../../kernel/validators";
import { BY_DATE_THEN_CREATION } from "../../kernel/list-rules";
import type { ListRules } from "../../kernel/list-rules";

@ObjectType({ simpleResolvers: true, description: "A news article." })
@Entity({ name: "news" })
export class News extends Illustrated {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String, { description: "Short summary shown on cards." })
  @Column({ type: "text" })
  excerpt!: string;

  @Field(() => String, {
    description:
      "Sanitised HTML: paragraphs, headings (h2, h3), bold, italic, lists, quotes, line breaks and http(s)/mailto/tel links.",
  })
  @Column({ type: "text" })
  content!: string;

  @Field(() => String, { description: "The content as plain text: blocks separated by blank lines." })
  get contentText(): string {
    return richTextToPlain(this.content);
  }

  @Field(() => String, { description: "Publication date, yyyy-mm-dd." })
  @Extensions({ format: "date" })
  @Column({ type: "date" })
  date!: string;

  @Field(() => String, { description: "Free-text category such as 'Sport'." })
  @Column({ type: "varchar", length: 100 })
  category!: string;

  @Column(() => Publication, { prefix: false })
  publication!: Publication;

  @Field(() => Date, {
    nullable: true,
    description: "When it went or goes public; null: a draft. The date above is what readers see.",
  })
  get publishedAt(): Date | null {
    return this.publication.publishedAt;
  }

  @Field(() => Date, { nullable: true, description: "When it stops being public by itself; null: it stays." })
  get expiresAt(): Date | null {
    return this.publication.expiresAt;
  }

  @Field(() => String, { nullable: true, description: "Address of the article's picture (JPEG or PNG)." })
  get image(): string | null {
    return fallbackUrl(this.imageAsset);
  }
}

/** An article's fields in the editor's words, for the audit log and the history. */
export const NEWS_LABELS: FieldLabels<News> = [
  { property: "title", label: "title" },
  { property: "excerpt", label: "excerpt" },
  { property: "content", label: "content", format: FieldFormat.RICH_TEXT },
  { property: "date", label: "date", format: FieldFormat.DATE },
  { property: "category", label: "category" },
  PICTURE_LABEL,
  ...PUBLICATION_LABELS,
];

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
