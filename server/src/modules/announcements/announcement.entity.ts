import { Extensions, Field, ID, ObjectType, registerEnumType, ArgsType, InputType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { PUBLICATION_LABELS, Publication, PublicationInput, PublicationState } from "../../kernel/publication";
import { richTextToPlain, HasRichText } from "../../kernel/rich-text";
import { Versioned } from "../../kernel/versions";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabels } from "../../kernel/field-labels";
import { IsBoolean, IsEnum, IsOptional, MaxLength, ValidateNested } from "class-validator";
import { PageArgs } from "../../kernel/pagination";
import { CONTENT_MAX, IsCalendarDate, IsNotBlank, SEARCH_MAX, TITLE_MAX } from "../../kernel/validators";
import { BY_DATE_THEN_CREATION } from "../../kernel/list-rules";
import type { ListRules } from "../../kernel/list-rules";

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

@InputType()
export class AnnouncementInput {
  @Field(() => String)
  @IsNotBlank({ message: "Title is required" })
  @MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters` })
  title!: string;

  @Field(() => String, { description: "HTML, sanitised on save to the allowed formatting; must show some text." })
  @HasRichText({ message: "Content is required" })
  @MaxLength(CONTENT_MAX, { message: `Content must be at most ${CONTENT_MAX} characters` })
  content!: string;

  @Field(() => String, { description: "yyyy-mm-dd" })
  @IsCalendarDate({ message: "Date must be a real date in the form yyyy-mm-dd" })
  date!: string;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean()
  urgent: boolean = false;

  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean()
  active: boolean = true;

  @Field(() => Priority, { nullable: true, description: "Ignored while urgent; medium when omitted." })
  @IsOptional()
  @IsEnum(Priority, { message: "Priority must be high, medium or low" })
  priority?: Priority | null;

  @Field(() => PublicationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  publication?: PublicationInput | null;
}

@ArgsType()
export class AnnouncementListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Case-insensitive match in title or content." })
  @IsOptional()
  @MaxLength(SEARCH_MAX, { message: `search must be at most ${SEARCH_MAX} characters` })
  search?: string;

  @Field(() => Priority, { nullable: true, description: "Derived priority; omit for all." })
  @IsOptional()
  @IsEnum(Priority, { message: "priority must be high, medium or low" })
  priority?: Priority;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Signed-in staff only: include inactive ones, and drafts, scheduled and expired ones.",
  })
  @IsBoolean()
  includeInactive: boolean = false;

  @Field(() => PublicationState, { nullable: true, description: "Only those in this state now (staff only)." })
  @IsOptional()
  @IsEnum(PublicationState)
  state?: PublicationState | null;
}

/** How the announcements lists are filled, for the server's query and the panel's cache alike. */
export const ANNOUNCEMENT_LIST: ListRules = {
  field: "announcements",
  order: BY_DATE_THEN_CREATION,
  direction: "DESC",
  everyStateArg: "includeInactive",
  shownWhen: "active",
  hiddenItems: "inactive announcements",
  search: { properties: ["title", "content"] },
  equal: [{ arg: "priority", property: "priority" }],
};
