import { Box, Container, SimpleGrid, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useInView } from "../../../lib/use-in-view";
import { useReducedMotion } from "../../../lib/use-reduced-motion";

/** How long the figures take to count up from 0. */
export const COUNT_UP_MS = 2000;

const noSubscription = () => () => undefined;

/**
 * Counts from 0 to the target over COUNT_UP_MS once started, easing out; instant under reduced motion.
 * Until the page has hydrated it shows the target itself: that is the page the server sends, so
 * crawlers and readers without JavaScript see the real figure; after, it waits at 0 out of sight.
 */
function useCountUp(target: number, started: boolean, instant: boolean): number {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!started || instant) return;
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const t = Math.min((now - begin) / COUNT_UP_MS, 1);
      setValue(Math.round(target * (1 - (1 - t) ** 3)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, started, instant]);
  if (!hydrated) return target;
  if (instant) return started ? target : 0;
  return value;
}

function Statistic({
  value,
  label,
  started,
  instant,
}: {
  value: number;
  label: string;
  started: boolean;
  instant: boolean;
}) {
  const shown = useCountUp(value, started, instant);
  return (
    <Box textAlign="center">
      <Text fontSize={{ base: "4xl", md: "5xl" }} fontWeight="extrabold" color="accent.300" aria-hidden>
        {shown}+
      </Text>
      <Text srOnly>{`${value}+ ${label}`}</Text>
      <Text fontSize="lg" aria-hidden>
        {label}
      </Text>
    </Box>
  );
}

/** The school in figures, each counting up once scrolled into view. */
export function Statistics({ statistics }: { statistics: { value: number; label: string }[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const reducedMotion = useReducedMotion();
  return (
    <Box
      as="section"
      aria-label="Our school in numbers"
      bg="school.800"
      color="white"
      py={{ base: "12", md: "16" }}
      ref={ref}
    >
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="8">
          {statistics.map((item, index) => (
            <Statistic
              key={`${index}-${item.label}`}
              value={item.value}
              label={item.label}
              started={inView}
              instant={reducedMotion}
            />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
