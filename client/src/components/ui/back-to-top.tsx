import { IconButton } from "@chakra-ui/react";
import { ArrowUp } from "lucide-react";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { useScrollY } from "../../lib/use-scroll-y";

/** The back-to-top button appears past this much scroll. */
export const BACK_TO_TOP_THRESHOLD_PX = 500;

export function BackToTop() {
  const scrollY = useScrollY();
  const reducedMotion = useReducedMotion();
  if (scrollY <= BACK_TO_TOP_THRESHOLD_PX) return null;
  return (
    <IconButton
      aria-label="Back to top"
      position="fixed"
      bottom="6"
      right="6"
      zIndex="docked"
      size="xl"
      rounded="full"
      colorPalette="accent"
      shadow="lg"
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" })}
    >
      <ArrowUp aria-hidden />
    </IconButton>
  );
}
