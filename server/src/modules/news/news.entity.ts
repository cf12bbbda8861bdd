import { Extensions, Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { PUBLICATION_LABELS, Publication } from "../../kernel/publication";
import { richTextToPlain } from "../../kernel/rich-text";
import { Illustrated, PICTURE_LABEL, fallbackUrl } from "../files";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabels } from "../../kernel/field-labels";

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
