import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../common/timestamps";

@ObjectType({ simpleResolvers: true, description: "A photo in the school gallery." })
@Entity({ name: "gallery_items" })
export class GalleryItem extends Timestamped {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String)
  @Column({ type: "text", default: "" })
  description!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: "text", name: "image_url", nullable: true })
  imageUrl!: string | null;

  @Field(() => Date, { description: "When the photo was added." })
  @Column({ type: "timestamptz", precision: 3 })
  date!: Date;
}
