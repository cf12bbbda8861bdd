import { Box, CloseButton, Container, HStack, Link, Text } from "@chakra-ui/react";
import { Megaphone } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useUrgentAnnouncement } from "../api/urgent-announcement";
import { announcementPath } from "../config/paths";

const DISMISSED_KEY = "urgent-banner-dismissed";

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** Storage is read once; a dismissal here updates the state below. */
const noSubscription = () => () => undefined;

/** The dismissed version in this browser; none on the server, so the page drawn there and its hydration agree. */
function useStoredDismissal(): string | null {
  return useSyncExternalStore(noSubscription, readDismissed, () => null);
}

/** Site-wide notice of the newest active urgent announcement; a dismissal lasts until it changes. */
export function UrgentBanner() {
  const urgent = useUrgentAnnouncement();
  const stored = useStoredDismissal();
  const [dismissedNow, setDismissed] = useState<string | null>(null);
  if (!urgent) return null;
  const version = `${urgent.id}@${urgent.updatedAt}`;
  if ((dismissedNow ?? stored) === version) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, version);
    } catch {
      // Private browsing may refuse storage: the banner still hides for this visit.
    }
    setDismissed(version);
  };

  return (
    <Box as="aside" aria-label="Urgent announcement" bg="accent.700" color="white" data-urgent-banner>
      <Container maxW="6xl">
        <HStack gap="3" py="1">
          <Megaphone size={20} aria-hidden />
          <Text flex="1" fontWeight="semibold" lineClamp={2}>
            <Link asChild color="white" textDecoration="underline" minH="11" display="inline-flex" alignItems="center">
              <RouterLink to={announcementPath(urgent.id)}>{urgent.title}</RouterLink>
            </Link>
          </Text>
          <CloseButton
            aria-label="Dismiss urgent announcement"
            color="white"
            size="lg"
            _hover={{ bg: "whiteAlpha.300" }}
            onClick={dismiss}
          />
        </HStack>
      </Container>
    </Box>
  );
}
