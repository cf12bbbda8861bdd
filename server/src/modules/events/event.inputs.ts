import { ArgsType, Field, InputType, registerEnumType } from "type-graphql";
import { IsBoolean, IsEnum, IsOptional, Matches, MaxLength, ValidateNested } from "class-validator";
import { PageArgs } from "../../kernel/pagination";
import { PublicationInput, PublicationState } from "../../kernel/publication";
import { HasRichText } from "../../kernel/rich-text";
import {
  CONTENT_MAX,
  EVENT_TIME_PATTERN,
  IsCalendarDate,
  IsNotBlank,
  SEARCH_MAX,
  TITLE_MAX,
} from "../../kernel/validators";
import { ImageFieldsInput } from "../files";
import { BY_DATE_THEN_CREATION } from "../../kernel/list-rules";
import type { ListRules } from "../../kernel/list-rules";

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
