import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../kernel/timestamps";
import type { FieldLabels } from "../../kernel/field-labels";

@ObjectType({ simpleResolvers: true, description: "A named group of gallery photos, such as 'Sports day 2027'." })
@Entity({ name: "gallery_albums" })
export class Album extends Timestamped {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 100 })
  name!: string;
}

/** An album's one field, for the audit log. */
export const ALBUM_LABELS: FieldLabels<Album> = [{ property: "name", label: "name" }];
