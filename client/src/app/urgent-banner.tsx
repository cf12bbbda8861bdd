import { Box, CloseButton, Container, HStack, Link, Text } from "@chakra-ui/react";
import { Megaphone } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useUrgentAnnouncement } from "../api/urgent-announcement";
import { announcementPath } from "../features/announcements/paths";
import { siteSystem } from "./theme";

const DISMISSED_KEY = "urgent-banner-dismissed";

/**
 * The header's height with the banner's line, for page heroes until the header measures itself
 * (site-header.tsx), or when no script runs. A plain rule drawn with the banner, not a `:root:has()`
 * rule in the theme: Chromium may paint a page still streaming in before it matches :has() again,
 * and the hero then jumps down by the banner's height.
 */
const headerWithBannerCss = () => `:root{--header-height:calc(${siteSystem().token.var("sizes.header")} + 3.25rem)}`;

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
    <>
      <style>{headerWithBannerCss()}</style>
      <Box as="aside" aria-label="Urgent announcement" bg="accent.700" color="white">
        <Container maxW="6xl">
          <HStack gap="3" py="1">
            <Megaphone size={20} aria-hidden />
            <Text flex="1" fontWeight="semibold">
              <Link
                asChild
                color="white"
                textDecoration="underline"
                minH="11"
                display="inline-flex"
                alignItems="center"
              >
                <RouterLink to={announcementPath(urgent.id)}>
                  {/* Clamped inside the link: the link's own box (a tall enough target) is one line to a clamp around it. */}
                  <Text as="span" lineClamp={2}>
                    {urgent.title}
                  </Text>
                </RouterLink>
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
    </>
  );
}
