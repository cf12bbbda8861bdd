import { Extensions, Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { PUBLICATION_LABELS, Publication } from "../../kernel/publication";
import { richTextToPlain } from "../../kernel/rich-text";
import { Versioned } from "../../kernel/versions";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabels } from "../../kernel/field-labels";

export enum Priority {
  high = "high",
  medium = "medium",
  low = "low",
}

registerEnumType(Priority, { name: "Priority" });

@ObjectType({ simpleResolvers: true, description: "A notice to parents; only active ones are public." })
@Entity({ name: "announcements" })
export class Announcement extends Versioned {
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
  content!: string;

  @Field(() => String, { description: "The content as plain text: blocks separated by blank lines." })
  get contentText(): string {
    return richTextToPlain(this.content);
  }

  @Field(() => String, { description: "yyyy-mm-dd" })
  @Extensions({ format: "date" })
  @Column({ type: "date" })
  date!: string;

  @Field(() => Priority, { description: "Derived: high when urgent, else the requested priority, else medium." })
  @Column({ type: "enum", enum: Priority, enumName: "announcement_priority" })
  priority!: Priority;

  @Field(() => Priority, { nullable: true, description: "The priority staff chose, if any." })
  @Column({
    type: "enum",
    enum: Priority,
    enumName: "announcement_priority",
    name: "requested_priority",
    nullable: true,
  })
  requestedPriority!: Priority | null;

  @Field(() => Boolean)
  @Column({ type: "boolean", default: false })
  urgent!: boolean;

  @Field(() => Boolean, { description: "Inactive announcements are hidden from the public." })
  @Column({ type: "boolean", default: true })
  active!: boolean;

  @Column(() => Publication, { prefix: false })
  publication!: Publication;

  @Field(() => Date, { nullable: true, description: "When it went or goes public; null: a draft." })
  get publishedAt(): Date | null {
    return this.publication.publishedAt;
  }

  @Field(() => Date, {
    nullable: true,
    description: "When it stops being public by itself (an urgent closure notice ends on its own); null: it stays.",
  })
  get expiresAt(): Date | null {
    return this.publication.expiresAt;
  }
}

/** An announcement's fields in the editor's words, for the audit log and the history. */
export const ANNOUNCEMENT_LABELS: FieldLabels<Announcement> = [
  { property: "title", label: "title" },
  { property: "content", label: "content", format: FieldFormat.RICH_TEXT },
  { property: "date", label: "date", format: FieldFormat.DATE },
  { property: "priority", label: "priority" },
  { property: "requestedPriority", label: "chosen priority" },
  { property: "urgent", label: "urgent", format: FieldFormat.YES_NO },
  { property: "active", label: "active", format: FieldFormat.YES_NO },
  ...PUBLICATION_LABELS,
];
