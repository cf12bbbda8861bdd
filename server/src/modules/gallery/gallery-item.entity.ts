import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../common/timestamps";
import { Asset, ResponsiveImage, fallbackUrl, toResponsiveImage } from "../files";

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

  @ManyToOne(() => Asset, { eager: true, nullable: true, onDelete: "SET NULL" })
  @JoinColumn({ name: "image_id" })
  imageAsset!: Asset | null;

  @Field(() => String, { nullable: true, description: "Address of the photo (JPEG or PNG)." })
  get imageUrl(): string | null {
    return fallbackUrl(this.imageAsset);
  }

  @Field(() => ResponsiveImage, { nullable: true })
  get responsiveImage(): ResponsiveImage | null {
    return toResponsiveImage(this.imageAsset);
  }

  @Field(() => Date, { description: "When the photo was added." })
  @Column({ type: "timestamptz", precision: 3, default: () => "now()" })
  date!: Date;
}
