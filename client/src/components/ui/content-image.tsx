import { Box } from "@chakra-ui/react";
import { graphql } from "../../gql";
import type { ContentImage_PictureFragment } from "../../gql/graphql";
import { ResponsiveImage } from "./responsive-image";
import type { ResponsiveImageProps } from "./responsive-image";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const ContentImageFragment = graphql(`
  fragment ContentImage_picture on ContentPicture {
    alt
    image {
      ...ResponsiveImage_image
    }
  }
`);

type ContentImageProps = Omit<ResponsiveImageProps, "image" | "alt"> & {
  picture: ContentImage_PictureFragment | null | undefined;
};

/**
 * A picture of an editable page with the alt text staff gave it. Without an image (none chosen,
 * or its upload deleted) an empty box stands in, so the frame around it keeps its background.
 */
export function ContentImage({ picture, ...rest }: ContentImageProps) {
  if (!picture?.image) return <Box />;
  return <ResponsiveImage image={picture.image} alt={picture.alt} {...rest} />;
}
