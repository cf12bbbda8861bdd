import { Extensions, Field, ID, ObjectType, ArgsType, InputType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { PUBLICATION_LABELS, Publication, PublicationInput, PublicationState } from "../../kernel/publication";
import { richTextToPlain, HasRichText } from "../../kernel/rich-text";
import { Illustrated, PICTURE_LABEL, fallbackUrl, ImageFieldsInput } from "../files";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabels } from "../../kernel/field-labels";
import { IsBoolean, IsEnum, IsOptional, Matches, MaxLength, ValidateNested } from "class-validator";
import { PageArgs } from "../../kernel/pagination";
import {
  CONTENT_MAX,
  EVENT_TIME_PATTERN,
  IsCalendarDate,
  IsNotBlank,
  SEARCH_MAX,
  TITLE_MAX,
} from "../../kernel/validators";
import { BY_DATE_THEN_CREATION } from "../../kernel/list-rules";
import type { ListRules } from "../../kernel/list-rules";

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

const LOCATION_MAX = 200;
const EVENT_CATEGORY_MAX = 60;

@InputType({ description: "Everything an event is saved with. Without a new image, an update keeps the old one." })
export class EventInput extends ImageFieldsInput {
  @Field(() => String)
  @IsNotBlank({ message: "Title is required" })
  @MaxLength(TITLE_MAX, { message: `Title must be at most ${TITLE_MAX} characters` })
  title!: string;

  @Field(() => String, { description: "HTML, sanitised on save to the allowed formatting; must show some text." })
  @HasRichText({ message: "Description is required" })
  @MaxLength(CONTENT_MAX, { message: `Description must be at most ${CONTENT_MAX} characters` })
  description!: string;

  @Field(() => String, { description: "yyyy-mm-dd" })
  @IsCalendarDate({ message: "Date must be a real date in the form yyyy-mm-dd" })
  date!: string;

  @Field(() => String, { description: "'10:00 AM' or '10:00 AM - 12:00 PM'" })
  // Decorators register bottom-up: "required" must be checked (and reported) first.
  @Matches(EVENT_TIME_PATTERN, { message: "Time must look like '10:00 AM' or '10:00 AM - 12:00 PM'" })
  @IsNotBlank({ message: "Time is required" })
  time!: string;

  @Field(() => String)
  @IsNotBlank({ message: "Location is required" })
  @MaxLength(LOCATION_MAX, { message: `Location must be at most ${LOCATION_MAX} characters` })
  location!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Free-text category such as 'Sport' or 'Term Dates'. Left out: 'General' for a new event, unchanged on an edit.",
  })
  @IsOptional()
  @MaxLength(EVENT_CATEGORY_MAX, { message: `Category must be at most ${EVENT_CATEGORY_MAX} characters` })
  category?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Remove the current image." })
  @IsOptional()
  @IsBoolean()
  removeImage?: boolean | null;

  @Field(() => PublicationInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  publication?: PublicationInput | null;
}

export enum EventTimeframe {
  UPCOMING = "UPCOMING",
  /** @public A GraphQL value that EVENT_LIST's timeframe rule reads by name. */
  PAST = "PAST",
  ALL = "ALL",
}

registerEnumType(EventTimeframe, {
  name: "EventTimeframe",
  description: "UPCOMING: today and later, soonest first. PAST: before today, latest first. ALL: latest first.",
});

@ArgsType()
export class EventListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Case-insensitive match in title, description or location." })
  @IsOptional()
  @MaxLength(SEARCH_MAX, { message: `search must be at most ${SEARCH_MAX} characters` })
  search?: string;

  @Field(() => String, { nullable: true, description: "Exact category; omit for all." })
  @IsOptional()
  @MaxLength(EVENT_CATEGORY_MAX, { message: `category must be at most ${EVENT_CATEGORY_MAX} characters` })
  category?: string;

  @Field(() => EventTimeframe, { defaultValue: EventTimeframe.UPCOMING })
  @IsEnum(EventTimeframe)
  timeframe: EventTimeframe = EventTimeframe.UPCOMING;

  @Field(() => String, {
    nullable: true,
    description: "Earliest date, yyyy-mm-dd (inclusive), e.g. a calendar month's first day.",
  })
  @IsOptional()
  @IsCalendarDate({ message: "from must be a real date in the form yyyy-mm-dd" })
  from?: string;

  @Field(() => String, { nullable: true, description: "Latest date, yyyy-mm-dd (inclusive)." })
  @IsOptional()
  @IsCalendarDate({ message: "to must be a real date in the form yyyy-mm-dd" })
  to?: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Also drafts, scheduled and expired events (staff only).",
  })
  @IsBoolean()
  includeUnpublished: boolean = false;

  @Field(() => PublicationState, { nullable: true, description: "Only events in this state now (staff only)." })
  @IsOptional()
  @IsEnum(PublicationState)
  state?: PublicationState | null;
}

/** How the events lists are filled, for the server's query and the panel's cache alike. */
export const EVENT_LIST: ListRules = {
  field: "events",
  order: BY_DATE_THEN_CREATION,
  direction: "DESC",
  everyStateArg: "includeUnpublished",
  hiddenItems: "unpublished events",
  search: { properties: ["title", "description", "location"] },
  equal: [{ arg: "category", property: "category" }],
  dateRange: { property: "date", fromArg: "from", toArg: "to" },
  timeframe: { arg: "timeframe", property: "date", default: EventTimeframe.UPCOMING },
};
