import { Box, Button, Container, HStack, Heading, IconButton, Stack, Text } from "@chakra-ui/react";
import { ChevronDown, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import type { ImageSource } from "../../../components/ui/responsive-image";
import { contactPath } from "../../contact/paths";
import { graphql } from "../../../gql";
import type { HeroSlideshow_HomeFragment } from "../../../gql/graphql";
import { fillPlaceholders } from "../../../lib/text";
import { useReducedMotion } from "../../../lib/use-reduced-motion";
import { useScrollY } from "../../../lib/use-scroll-y";

/** The slideshow's timing and the hero's scroll effect. */
export const SLIDE_INTERVAL_MS = 5000;
const CROSSFADE_MS = 500;
const HERO_FADE_DISTANCE_PX = 700;
const PARALLAX_FACTOR = 0.4;

/**
 * The darkening over every slide, as black's opacity at points across the hero. A school may upload
 * any picture, so these hold the text at AA contrast even over pure white (hero-slideshow.test.tsx
 * checks it): the eyebrow's light accent needs 0.67 behind it, white text 0.54.
 */
export const HERO_SCRIM = {
  /** Below 1280 px the words may span the whole width: top, middle, bottom. */
  narrow: [0.72, 0.72, 0.8],
  /** From 1280 px the words keep to the left 60%: left edge, 60%, right edge. */
  wide: [0.8, 0.7, 0.3],
} as const;
/** How far across a wide hero the words reach (a 42rem column in a 1280 px window, rounded up). */
export const HERO_TEXT_REACH = 0.6;

const black = (opacity: number) => `rgba(0, 0, 0, ${opacity})`;
const [top, middle, bottom] = HERO_SCRIM.narrow;
const [left, reach, right] = HERO_SCRIM.wide;
// Gradients with exact stops: Chakra's alpha tokens do not come in the steps the contrast needs.
const SCRIM_GRADIENT = {
  base: `linear-gradient(to bottom, ${black(top)}, ${black(middle)} 50%, ${black(bottom)})`,
  xl: `linear-gradient(to right, ${black(left)}, ${black(reach)} ${HERO_TEXT_REACH * 100}%, ${black(right)})`,
};

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const HeroSlideshowFragment = graphql(`
  fragment HeroSlideshow_home on HomeContent {
    heroEyebrow
    heroTitle
    heroText
    heroSlides {
      caption
      enabled
      picture {
        alt
        image {
          ...ResponsiveImage_image
        }
      }
    }
  }
`);

interface Slide {
  image: ImageSource;
  alt: string;
  caption: string | null;
}

/** The slides a visitor sees: hidden ones and those whose upload has been deleted stay out. */
function shownSlides(home: HeroSlideshow_HomeFragment): Slide[] {
  return home.heroSlides.flatMap(({ enabled, caption, picture }) =>
    enabled && picture.image ? [{ image: picture.image, alt: picture.alt, caption: caption?.trim() || null }] : [],
  );
}

/**
 * The scroll-down button bounces twice, once the hero's lines are in and the page has settled: a hint
 * for a reader still on the hero. Not for ever: moving content that lasts over 5 s needs a way to stop
 * it (WCAG 2.2.2), and an endless animation keeps a phone drawing frames while it loads and after.
 */
const SCROLL_HINT_ANIMATION = "scroll-hint 2s 3s 2";

/** The round outlined buttons over the hero: pause and scroll down. */
const HERO_BUTTON = {
  size: "lg",
  rounded: "full",
  variant: "outline",
  color: "white",
  borderColor: "whiteAlpha.700",
  position: "absolute",
  bottom: "6",
} as const;

/** Staggered entrance of the hero's lines (0.2 s to 0.8 s), from faint (the theme's hero-fade-in says why). */
const entrance = (delaySeconds: number) => ({
  animation: `hero-fade-in 0.8s ease-out both, slide-from-bottom 0.8s ease-out both`,
  animationDelay: `${delaySeconds}s`,
});

interface Shown {
  current: number;
  /** The slides whose images may be fetched. */
  loaded: ReadonlySet<number>;
}

/**
 * Slides are fetched only once they are shown or next: the first is the only eager image, and a
 * jump by dot fetches the chosen slide and its successor, not every slide in between.
 */
function show({ loaded }: Shown, index: number, count: number): Shown {
  const current = index % count;
  const next = (current + 1) % count;
  return { current, loaded: loaded.has(current) && loaded.has(next) ? loaded : new Set([...loaded, current, next]) };
}

interface HeroSlideshowProps {
  home: HeroSlideshow_HomeFragment;
  foundingYear: number;
}

export function HeroSlideshow({ home, foundingYear }: HeroSlideshowProps) {
  const slides = shownSlides(home);
  const count = slides.length;
  const [{ current, loaded }, setShown] = useState<Shown>(() => ({ current: 0, loaded: new Set([0, 1]) }));
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const scrollY = useScrollY();
  // With one slide, or reduced motion, the slides never change by themselves: nothing to pause.
  const movesByItself = !reducedMotion && count > 1;
  const advances = movesByItself && !paused;

  useEffect(() => {
    if (!advances) return;
    const timer = setInterval(() => setShown((shown) => show(shown, shown.current + 1, count)), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
    // Restarting the timer after a dot press gives the chosen slide its full time.
  }, [advances, current, count]);
  const caption = slides[current]?.caption;

  const progress = reducedMotion ? 0 : Math.min(scrollY / HERO_FADE_DISTANCE_PX, 1);
  const scrollDown = () => window.scrollBy({ top: window.innerHeight, behavior: reducedMotion ? "auto" : "smooth" });

  return (
    <Box
      as="section"
      aria-label="Welcome"
      position="relative"
      h="100svh"
      minH="34rem"
      overflow="hidden"
      bg="school.900"
      color="white"
    >
      {slides.map((slide, index) =>
        loaded.has(index) || index === current ? (
          <Box
            key={index}
            position="absolute"
            inset="0"
            opacity={index === current ? 1 : 0}
            transition={reducedMotion ? undefined : `opacity ${CROSSFADE_MS}ms ease-in-out`}
            aria-hidden={index !== current}
          >
            <ResponsiveImage
              image={slide.image}
              alt={slide.alt}
              eager={index === 0}
              w="full"
              h="full"
              objectFit="cover"
            />
          </Box>
        ) : null,
      )}
      <Box position="absolute" inset="0" bgImage={SCRIM_GRADIENT} />
      {caption && (
        <Text
          position="absolute"
          left={{ base: "4", md: "6" }}
          bottom="6"
          maxW={{ base: "calc(50% - 2.5rem)", md: "sm" }}
          fontSize="sm"
          color="whiteAlpha.900"
          textShadow="0 1px 2px rgba(0, 0, 0, 0.6)"
        >
          {caption}
        </Text>
      )}

      <Container
        maxW="7xl"
        position="relative"
        h="full"
        display="flex"
        alignItems="center"
        pt="var(--header-height, 4.5rem)"
      >
        <Stack
          gap="5"
          maxW="2xl"
          pr={{ base: "10", md: "0" }}
          style={{
            opacity: 1 - progress,
            transform: `translateY(${scrollY * (reducedMotion ? 0 : PARALLAX_FACTOR)}px)`,
          }}
        >
          <Text
            css={entrance(0.2)}
            textTransform="uppercase"
            letterSpacing="wider"
            fontWeight="semibold"
            color="accent.200"
          >
            {fillPlaceholders(home.heroEyebrow, { foundingYear })}
          </Text>
          <Heading
            as="h1"
            css={entrance(0.4)}
            fontSize={{ base: "4xl", md: "6xl" }}
            lineHeight="1.1"
            fontWeight="extrabold"
          >
            {home.heroTitle}
          </Heading>
          <Text css={entrance(0.6)} fontSize={{ base: "lg", md: "xl" }} color="whiteAlpha.900">
            {home.heroText}
          </Text>
          <HStack css={entrance(0.8)} gap="3" flexWrap="wrap">
            <Button asChild size="lg" colorPalette="accent">
              <a href="#about">Discover More</a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="white"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              <RouterLink to={contactPath}>Contact Us</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>

      {count > 1 && (
        <Stack
          as="ul"
          listStyleType="none"
          aria-label="Choose a slide"
          position="absolute"
          right={{ base: "2", md: "6" }}
          top="50%"
          transform="translateY(-50%)"
          gap="0"
          // The dots sit where the scrim is lightest: their own backdrop keeps them visible on any picture.
          bg="blackAlpha.600"
          borderRadius="full"
        >
          {slides.map((slide, index) => (
            <li key={index}>
              <Box
                as="button"
                aria-label={`Show slide ${index + 1}: ${slide.alt}`}
                aria-current={index === current ? "true" : undefined}
                onClick={() => setShown((shown) => show(shown, index, count))}
                display="flex"
                alignItems="center"
                justifyContent="center"
                boxSize="11"
                cursor="pointer"
                borderRadius="full"
                _focusVisible={{ outline: "2px solid white", outlineOffset: "-4px" }}
              >
                <Box
                  boxSize={index === current ? "3.5" : "2.5"}
                  borderRadius="full"
                  bg={index === current ? "white" : "whiteAlpha.600"}
                  borderWidth="1px"
                  borderColor="blackAlpha.400"
                  transition="all 0.3s"
                />
              </Box>
            </li>
          ))}
        </Stack>
      )}

      {/* Slides that change by themselves for ever need a way to stop them (WCAG 2.2.2). */}
      {movesByItself && (
        <IconButton
          aria-label={paused ? "Play slideshow" : "Pause slideshow"}
          onClick={() => setPaused(!paused)}
          {...HERO_BUTTON}
          right={{ base: "2", md: "6" }}
          bg="blackAlpha.600"
          _hover={{ bg: "blackAlpha.700" }}
        >
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
        </IconButton>
      )}

      <IconButton
        aria-label="Scroll down"
        onClick={scrollDown}
        {...HERO_BUTTON}
        left="50%"
        ml="-6"
        _hover={{ bg: "whiteAlpha.200" }}
        animation={reducedMotion ? undefined : SCROLL_HINT_ANIMATION}
      >
        <ChevronDown aria-hidden />
      </IconButton>
    </Box>
  );
}
