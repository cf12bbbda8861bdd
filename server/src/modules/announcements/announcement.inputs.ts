import { ArgsType, Field, InputType } from "type-graphql";
import { IsBoolean, IsEnum, IsOptional, MaxLength, ValidateNested } from "class-validator";
import { PageArgs } from "../../kernel/pagination";
import { PublicationInput, PublicationState } from "../../kernel/publication";
import { HasRichText } from "../../kernel/rich-text";
import { CONTENT_MAX, IsCalendarDate, IsNotBlank, SEARCH_MAX, TITLE_MAX } from "../../kernel/validators";
import { Priority } from "./announcement.entity";
import { BY_DATE_THEN_CREATION } from "../../kernel/list-rules";
import type { ListRules } from "../../kernel/list-rules";

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
