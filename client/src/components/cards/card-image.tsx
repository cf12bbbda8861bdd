import { AspectRatio, Box } from "@chakra-ui/react";
import { ResponsiveImage } from "../ui/responsive-image";
import type { ImageSource } from "../ui/responsive-image";

/** How a list places a card: its heading level, and whether it is the first, which a phone shows at once. */
export interface CardPlacement {
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}

/**
 * A card's 16:9 picture, decorative next to its title. Without one, a slim band in the school's
 * colour instead of a grey box: on a phone a placeholder is only more scrolling.
 */
export function CardImage({ image, sizes, eager }: { image: ImageSource | null; sizes?: string; eager?: boolean }) {
  if (!image) return <Box h="1.5" bgGradient="to-r" gradientFrom="school.700" gradientTo="accent.600" />;
  return (
    <AspectRatio ratio={16 / 9} bg="school.50">
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
