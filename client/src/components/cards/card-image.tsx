import { AspectRatio, Box, Center, Image } from "@chakra-ui/react";
import { ResponsiveImage } from "../ui/responsive-image";
import type { ImageSource } from "../ui/responsive-image";
import { SCHOOL_CREST } from "../../config/assets";

/** How a list places a card: its heading level, and whether it is the first, which a phone shows at once. */
export interface CardPlacement {
  headingLevel?: "h2" | "h3";
  eager?: boolean;
}

/**
 * A card's 16:9 picture, decorative next to its title. Without one: on a phone, where cards stack, a
 * slim band in the school's colours (a placeholder would only be more scrolling); from tablets up,
 * where cards sit side by side, a calm placeholder of the same size in the school's colours with its
 * crest, so a row never mixes tall and short cards.
 */
export function CardImage({ image, sizes, eager }: { image: ImageSource | null; sizes?: string; eager?: boolean }) {
  if (!image)
    return (
      <>
        <Box hideFrom="md" h="1.5" bgGradient="to-r" gradientFrom="school.700" gradientTo="accent.600" />
        <AspectRatio hideBelow="md" ratio={16 / 9} bgGradient="to-br" gradientFrom="school.700" gradientTo="school.900">
          <Center>
            <Image src={SCHOOL_CREST} alt="" h="40%" w="auto" opacity={0.35} loading="lazy" />
          </Center>
        </AspectRatio>
      </>
    );
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
