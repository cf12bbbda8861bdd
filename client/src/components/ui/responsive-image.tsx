import { Image } from "@chakra-ui/react";
import type { ImageProps } from "@chakra-ui/react";
import { graphql } from "../../gql";
import type { ResponsiveImage_ImageFragment } from "../../gql/graphql";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const ResponsiveImageFragment = graphql(`
  fragment ResponsiveImage_image on ResponsiveImage {
    src
    srcset
    type
    width
    height
  }
`);

/** An image as the API describes it: a fallback URL, optional modern variants, and its size. */
export interface ImageSource {
  src: string;
  srcset?: string | null;
  /** Content type of the srcset variants, e.g. image/webp. */
  type?: string | null;
  width: number;
  height: number;
}

export type ResponsiveImageProps = Omit<ImageProps, "src" | "srcSet" | "width" | "height"> & {
  image: ImageSource;
  alt: string;
  /** Which width the image takes on screen, for choosing among the srcset variants. */
  sizes?: string;
  /** Only what a phone shows first (the first hero slide, a list's first card) loads eagerly; the rest waits until it nears the screen. */
  eager?: boolean;
};

/** An <img> that reserves its space (width and height) and offers the browser the variants it has. */
export function ResponsiveImage({ image, alt, sizes = "100vw", eager = false, ...rest }: ResponsiveImageProps) {
  const img = (
    <Image
      src={image.src}
      alt={alt}
      htmlWidth={image.width}
      htmlHeight={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "auto" : "async"}
      fetchPriority={eager ? "high" : undefined}
      // Cropped to a box (object-fit): fill it, also from inside the <picture> the box styles instead.
      {...(rest.objectFit ? { w: "full", h: "full" } : {})}
      {...rest}
    />
  );
  // Bundled SVG pictures come without variants: a plain <img> is all they need.
  if (!image.srcset) return img;
  return (
    <picture>
      <source srcSet={image.srcset} sizes={sizes} type={image.type || undefined} />
      {img}
    </picture>
  );
}

/** The space a picture reserves when the API gives only its address (it is cropped to its box anyway). */
const CARD_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** A plain image address (static files, or content saved before images had variants). */
function imageFromUrl(url: string | null | undefined): ImageSource | null {
  return url ? { src: url, ...CARD_IMAGE_SIZE } : null;
}

/** The API's responsive image when it has one, else its plain address, else nothing. */
export function pickImage(
  responsive: ResponsiveImage_ImageFragment | null | undefined,
  url: string | null | undefined,
): ImageSource | null {
  if (responsive?.src) return responsive;
  return imageFromUrl(url);
}
