import { AspectRatio, Center, Image } from "@chakra-ui/react";
import type { AspectRatioProps } from "@chakra-ui/react";
import { SCHOOL_CREST } from "../../config/assets";

/**
 * Where a picture goes while there is none: the school's colours with its crest, calm, in a box of the
 * picture's own shape (`ratio`), so a row never mixes tall and short cards. Decorative: the title
 * next to it says what the item is.
 */
export function PicturePlaceholder(props: AspectRatioProps) {
  return (
    <AspectRatio bgGradient="to-br" gradientFrom="school.700" gradientTo="school.900" {...props}>
      <Center>
        <Image src={SCHOOL_CREST} alt="" h="40%" w="auto" opacity={0.35} loading="lazy" />
      </Center>
    </AspectRatio>
  );
}
