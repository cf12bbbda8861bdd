import { Box, Flex, IconButton } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Children, useRef } from "react";
import type { ReactNode } from "react";
import { useReducedMotion } from "../../lib/use-reduced-motion";

/** One press of a carousel arrow scrolls this far. */
const CAROUSEL_STEP_PX = 340;

interface HorizontalScrollerProps {
  label: string;
  children: ReactNode;
}

/** A row of cards that scrolls sideways: swipe on phones, arrow buttons on wider screens. */
export function HorizontalScroller({ label, children }: HorizontalScrollerProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const scroll = (direction: 1 | -1) =>
    listRef.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reducedMotion ? "auto" : "smooth" });

  return (
    <Box position="relative">
      <Flex
        as="ul"
        ref={listRef}
        aria-label={label}
        listStyleType="none"
        gap="5"
        overflowX="auto"
        scrollSnapType="x mandatory"
        pb="4"
        px="1"
        tabIndex={0}
        css={{ scrollbarWidth: "thin" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "school.500", outlineOffset: "2px" }}
      >
        {Children.map(children, (child) => (
          <Box
            as="li"
            flex="0 0 auto"
            w={{ base: "80vw", sm: "20rem" }}
            maxW="20rem"
            scrollSnapAlign="start"
            display="flex"
          >
            {child}
          </Box>
        ))}
      </Flex>
      <Flex display={{ base: "none", md: "flex" }} justify="flex-end" gap="2" mt="2">
        <IconButton
          aria-label={`Scroll ${label} left`}
          variant="outline"
          colorPalette="school"
          size="lg"
          rounded="full"
          onClick={() => scroll(-1)}
        >
          <ChevronLeft aria-hidden />
        </IconButton>
        <IconButton
          aria-label={`Scroll ${label} right`}
          variant="outline"
          colorPalette="school"
          size="lg"
          rounded="full"
          onClick={() => scroll(1)}
        >
          <ChevronRight aria-hidden />
        </IconButton>
      </Flex>
    </Box>
  );
}
