import { Box } from "@chakra-ui/react";
import { useScrollY } from "../../../lib/use-scroll-y";

/** A thin bar at the top of the window that fills as the page is read. */
export function ScrollProgress() {
  const scrollY = useScrollY();
  // Zero until scrolled, on the server and at hydration alike (useScrollY starts at 0).
  const scrollable = scrollY === 0 ? 0 : document.documentElement.scrollHeight - window.innerHeight;
  const progress = scrollable > 0 ? Math.min(scrollY / scrollable, 1) : 0;
  return (
    <Box
      position="fixed"
      top="0"
      left="0"
      right="0"
      h="1"
      zIndex="banner"
      bg="accent.500"
      transformOrigin="left"
      style={{ transform: `scaleX(${progress})` }}
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
    />
  );
}
