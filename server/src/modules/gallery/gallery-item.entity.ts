import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Illustrated, fallbackUrl } from "../files";

@ObjectType({ simpleResolvers: true, description: "A photo in the school gallery." })
@Entity({ name: "gallery_items" })
export class GalleryItem extends Illustrated {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String)
  @Column({ type: "text", default: "" })
  description!: string;

  @Field(() => String, { nullable: true, description: "Address of the photo (JPEG or PNG)." })
  get imageUrl(): string | null {
    return fallbackUrl(this.imageAsset);
  }

  @Field(() => Date, { description: "When the photo was added." })
  @Column({ type: "timestamptz", precision: 3, default: () => "now()" })
  date!: Date;
}
