import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ArrayMaxSize, ArrayMinSize, IsOptional, MaxLength, ValidateNested } from "class-validator";
import { IsNotBlank, SHORT_TEXT_MAX } from "../../kernel/validators";

/** The editable pages; the value is the row's key in site_content. */
export enum ContentPage {
  SCHOOL = "school",
  HOME = "home",
  MISSION_VALUES = "mission-values",
  ABOUT = "about",
  HISTORY = "history",
  STAFF = "staff",
  ADMISSIONS = "admissions",
  GENERAL_INFO = "general-info",
}
registerEnumType(ContentPage, { name: "ContentPage", description: "A page (or the school's settings) staff edit." });

/** Paragraphs of a long text: blank lines separate them. */
export const LONG_TEXT_MAX = 5_000;

/** What every editable page answers beside its content: the version a save names, and who saved it last. */
// Decorated so subclasses inherit its GraphQL fields; no resolver returns it, so it is not a schema type.
@ObjectType({ simpleResolvers: true })
export abstract class EditablePage {
  @Field(() => Int, {
    description:
      "Send it back as expectedVersion when saving: a save over a newer version is refused. 0 until first saved.",
  })
  version!: number;

  @Field(() => Date, { nullable: true })
  updatedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "Who saved it last (their e-mail); null for the defaults." })
  updatedBy!: string | null;
}

/** A text that must be given, at most `max` characters; messages name it as the form does. */
export function RequiredText(label: string, max = SHORT_TEXT_MAX): PropertyDecorator {
  return (target, property) => {
    IsNotBlank({ message: `${label} is required` })(target, property as string);
    MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, property);
  };
}

/** A text that may be left out or empty. */
export function OptionalText(label: string, max = SHORT_TEXT_MAX): PropertyDecorator {
  return (target, property) => {
    IsOptional()(target, property);
    MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, property);
  };
}

/** A list of nested inputs, each checked by its own rules. */
export function ListOf(label: string, { min = 0, max }: { min?: number; max: number }): PropertyDecorator {
  return (target, property) => {
    ValidateNested({ each: true })(target, property);
    ArrayMaxSize(max, { message: `${label}: at most ${max}` })(target, property);
    if (min > 0) ArrayMinSize(min, { message: `${label}: at least ${min}` })(target, property);
  };
}

/** A list of short texts (required documents, process steps). */
export function TextList(label: string, { min = 0, max }: { min?: number; max: number }): PropertyDecorator {
  return (target, property) => {
    IsNotBlank({ each: true, message: `${label}: an entry is empty` })(target, property as string);
    MaxLength(SHORT_TEXT_MAX, { each: true, message: `${label}: at most ${SHORT_TEXT_MAX} characters each` })(
      target,
      property,
    );
    ArrayMaxSize(max, { message: `${label}: at most ${max}` })(target, property);
    if (min > 0) ArrayMinSize(min, { message: `${label}: at least ${min}` })(target, property);
  };
}
