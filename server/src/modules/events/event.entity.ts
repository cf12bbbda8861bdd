import { Extensions, Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { PUBLICATION_LABELS, Publication } from "../../kernel/publication";
import { richTextToPlain } from "../../kernel/rich-text";
import { Illustrated, PICTURE_LABEL, fallbackUrl } from "../files";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabels } from "../../kernel/field-labels";

/** The category of an event saved without one, and of every event from before categories. */
export const DEFAULT_EVENT_CATEGORY = "General";

@ObjectType({ simpleResolvers: true, description: "A school event." })
@Entity({ name: "events" })
export class Event extends Illustrated {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String, {
    description:
      "Sanitised HTML: paragraphs, headings (h2, h3), bold, italic, lists, quotes, line breaks and http(s)/mailto/tel links.",
  })
  @Column({ type: "text" })
  description!: string;

  @Field(() => String, { description: "The description as plain text: blocks separated by blank lines." })
  get descriptionText(): string {
    return richTextToPlain(this.description);
  }

  @Field(() => String, { description: "Day of the event, yyyy-mm-dd." })
  @Extensions({ format: "date" })
  @Column({ type: "date" })
  date!: string;

  @Field(() => String, { description: "Display time such as '10:00 AM - 12:00 PM'." })
  @Column({ type: "varchar", length: 40 })
  time!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  location!: string;

  @Field(() => String, { description: "Free-text category such as 'Sport' or 'Term Dates'; 'General' unless given." })
  @Column({ type: "varchar", length: 60, default: DEFAULT_EVENT_CATEGORY })
  category!: string;

  @Field(() => String, { nullable: true, description: "Address of the event's picture (JPEG or PNG)." })
  get image(): string | null {
    return fallbackUrl(this.imageAsset);
  }

  @Column(() => Publication, { prefix: false })
  publication!: Publication;

  @Field(() => Date, { nullable: true, description: "When it went or goes public; null: a draft." })
  get publishedAt(): Date | null {
    return this.publication.publishedAt;
  }

  @Field(() => Date, { nullable: true, description: "When it stops being public by itself; null: it stays." })
  get expiresAt(): Date | null {
    return this.publication.expiresAt;
  }
}

/** An event's fields in the editor's words, for the audit log and the history. */
export const EVENT_LABELS: FieldLabels<Event> = [
  { property: "title", label: "title" },
  { property: "description", label: "description", format: FieldFormat.RICH_TEXT },
  { property: "date", label: "date", format: FieldFormat.DATE },
  { property: "time", label: "time" },
  { property: "location", label: "location" },
  { property: "category", label: "category" },
  PICTURE_LABEL,
  ...PUBLICATION_LABELS,
];
