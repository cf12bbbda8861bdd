import { Box, HStack, List, Text } from "@chakra-ui/react";
import { CircleCheck, PartyPopper } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useInView } from "../../../lib/use-in-view";
import { useReducedMotion } from "../../../lib/use-reduced-motion";

/** Each item fades in this long after the previous one. */
export const ITEM_STAGGER_MS = 150;
/** The confetti icon shows for 3 seconds after the last item has appeared. */
export const CONFETTI_VISIBLE_MS = 3000;

/** The documents an application needs, rising in one by one and celebrated once all are there. */
export function RequiredDocuments({ documents }: { documents: string[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const inView = useInView(listRef);
  const reducedMotion = useReducedMotion();
  const [celebrating, setCelebrating] = useState(false);
  // With reduced motion the list simply stands there; otherwise each item rises in on its turn.
  const waiting = !inView && !reducedMotion;

  useEffect(() => {
    if (!inView) return;
    const lastShown = reducedMotion ? 0 : ITEM_STAGGER_MS * documents.length + 400;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const show = setTimeout(() => {
      setCelebrating(true);
      hide = setTimeout(() => setCelebrating(false), CONFETTI_VISIBLE_MS);
      if (!reducedMotion) {
        // Loaded only for this moment. The default export draws in a blob: worker, which the CSP's
        // script-src 'self' forbids; a cannon of our own draws on the page's thread instead.
        void import("canvas-confetti")
          .then(({ default: confetti }) =>
            confetti.create(undefined, { useWorker: false, resize: true })({
              particleCount: 80,
              spread: 70,
              origin: { y: 0.7 },
              disableForReducedMotion: true,
            }),
          )
          .catch(() => undefined);
      }
    }, lastShown);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [inView, reducedMotion, documents.length]);

  return (
    <Box ref={listRef} position="relative">
      <List.Root gap="3" variant="plain">
        {documents.map((document, index) => (
          <List.Item
            key={`${index}-${document}`}
            alignItems="flex-start"
            opacity={waiting ? 0 : 1}
            transform={waiting ? "translateY(0.5rem)" : "none"}
            transition={reducedMotion ? undefined : "opacity 0.4s ease-out, transform 0.4s ease-out"}
            transitionDelay={reducedMotion ? undefined : `${index * ITEM_STAGGER_MS}ms`}
          >
            <List.Indicator asChild color="green.600" mt="1">
              <CircleCheck aria-hidden size={20} />
            </List.Indicator>
            <Text>{document}</Text>
          </List.Item>
        ))}
      </List.Root>
      {celebrating && (
        <HStack mt="4" color="accent.700" fontWeight="semibold" role="status">
          <PartyPopper aria-hidden size={28} />
          <Text>That's everything you need!</Text>
        </HStack>
      )}
    </Box>
  );
}
