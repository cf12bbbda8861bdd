import { Field, Int, ObjectType } from "type-graphql";
import type { Asset } from "./asset.entity";
import { fallbackUrl, variantUrl } from "./asset-urls";

@ObjectType({
  simpleResolvers: true,
  description: "An image in several widths, for <img srcset>; width and height reserve its space.",
})
export class ResponsiveImage {
  @Field(() => String, { description: "JPEG or PNG for browsers without WebP." })
  src!: string;

  @Field(() => String, { description: "WebP variants: 'url 320w, url 640w, …'." })
  srcset!: string;

  @Field(() => String)
  type!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;
}

export function toResponsiveImage(asset: Asset | null | undefined): ResponsiveImage | null {
  if (!asset || asset.width === null || asset.height === null) return null;
  const webp = asset.variants.filter((variant) => variant.contentType === "image/webp");
  return {
    src: fallbackUrl(asset) ?? "",
    srcset: webp.map((variant) => `${variantUrl(asset, variant)} ${variant.width}w`).join(", "),
    type: "image/webp",
    width: asset.width,
    height: asset.height,
  };
}
