import { ArgsType, Field } from "type-graphql";
import { IsEnum, IsOptional, MaxLength } from "class-validator";
import { AuditAction } from "../../kernel/audit";
import { PageArgs } from "../../kernel/pagination";
import { SEARCH_MAX } from "../../kernel/validators";

@ArgsType()
export class AuditLogArgs extends PageArgs {
  @Field(() => AuditAction, { nullable: true })
  @IsOptional()
  @IsEnum(AuditAction)
  action?: AuditAction | null;

  @Field(() => String, { nullable: true, description: "What kind of thing, exactly as listed: 'News article'." })
  @IsOptional()
  @MaxLength(80)
  subjectType?: string | null;

  @Field(() => String, { nullable: true, description: "Words found in who did it or in the summary." })
  @IsOptional()
  @MaxLength(SEARCH_MAX, { message: `search must be at most ${SEARCH_MAX} characters` })
  search?: string | null;

  @Field(() => Date, { nullable: true, description: "Entries at or after this instant." })
  @IsOptional()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: "Entries before this instant." })
  @IsOptional()
  to?: Date | null;
}
