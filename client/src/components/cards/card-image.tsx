import { AspectRatio, Box } from "@chakra-ui/react";
import { PicturePlaceholder } from "../ui/picture-placeholder";
import { ResponsiveImage } from "../ui/responsive-image";
import type { ImageSource } from "../ui/responsive-image";

/** How a list places a card: its heading level, and whether it is the first, which a phone shows at once. */
export interface CardPlacement {
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}

/** The shape of a card's picture, and of its placeholder. */
const CARD_PICTURE_RATIO = 16 / 9;

/**
 * A card's 16:9 picture, decorative next to its title. Without one: on a phone, where cards stack, a
 * slim band in the school's colours (a placeholder would only be more scrolling); from tablets up,
 * where cards sit side by side, the calm placeholder (the school's colours and crest) in the same box.
 */
export function CardImage({ image, sizes, eager }: { image: ImageSource | null; sizes?: string; eager?: boolean }) {
  if (!image)
    return (
      <>
        <Box hideFrom="md" h="1.5" bgGradient="to-r" gradientFrom="school.700" gradientTo="accent.600" />
        <PicturePlaceholder hideBelow="md" ratio={CARD_PICTURE_RATIO} />
      </>
    );
  return (
    <AspectRatio ratio={CARD_PICTURE_RATIO} bg="school.50">
      <ResponsiveImage
        image={image}
        alt=""
        sizes={sizes ?? "(min-width: 48rem) 20rem, 80vw"}
        eager={eager}
        objectFit="cover"
      />
    </AspectRatio>
  );
}
