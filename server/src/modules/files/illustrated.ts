import { Field, ID, ObjectType } from "type-graphql";
import { JoinColumn, ManyToOne } from "typeorm";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabel } from "../../kernel/field-labels";
import type { FieldReads } from "../../kernel/selection";
import { Versioned } from "../../kernel/versions";
import { Asset } from "./asset.entity";
import { fallbackUrl } from "./asset-urls";
import { ResponsiveImage, toResponsiveImage } from "./responsive-image";

/** Content with an optional uploaded picture (news, events, gallery items): the relation and its srcset; deleted to the trash. */
@ObjectType({ simpleResolvers: true })
export abstract class Illustrated extends Versioned {
  @ManyToOne(() => Asset, { eager: true, nullable: true, onDelete: "SET NULL" })
  @JoinColumn({ name: "image_id" })
  imageAsset!: Asset | null;

  @Field(() => ID, { nullable: true, description: "The picture's id: an editable page can show the same picture." })
  get imageId(): string | null {
    return this.imageAsset?.id ?? null;
  }

  @Field(() => ResponsiveImage, { nullable: true })
  get responsiveImage(): ResponsiveImage | null {
    return toResponsiveImage(this.imageAsset);
  }
}

/** The picture's fields, for lists that read only what a query asks for (kernel/selection.ts). */
export const ILLUSTRATED_READS: FieldReads = { imageId: ["imageAsset"], responsiveImage: ["imageAsset"] };

/** The picture, in staff's words ('image', as the editors call it). */
export const PICTURE_LABEL: FieldLabel<Illustrated> = {
  property: "imageAsset",
  label: "image",
  format: FieldFormat.PICTURE,
  value: (item) => fallbackUrl(item.imageAsset),
};
