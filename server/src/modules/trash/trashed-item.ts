import { Field, ID, ObjectType } from "type-graphql";
import type { ContentKind } from "../../kernel/content-kinds";
import { TRASH_RETENTION_DAYS, TrashKind } from "../../kernel/trash";

@ObjectType({ description: "A deleted item, kept in the trash until it is restored or purged." })
export class TrashedItem {
  @Field(() => TrashKind)
  kind!: ContentKind;

  @Field(() => String, { description: 'What kind of item it is, in words ("News article").' })
  kindName!: string;

  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Date)
  deletedAt!: Date;

  @Field(() => String, { nullable: true, description: "Who deleted it (a staff member's e-mail)." })
  deletedBy!: string | null;

  @Field(() => Date, { description: `When it goes for good: ${TRASH_RETENTION_DAYS} days after it was deleted.` })
  purgesAt!: Date;
}
