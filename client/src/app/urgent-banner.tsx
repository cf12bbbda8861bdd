import { Box, CloseButton, Container, HStack, Link, Text } from "@chakra-ui/react";
import { Megaphone } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useUrgentAnnouncements } from "../api/urgent-announcement";
import { announcementPath } from "../features/announcements/paths";
import { siteSystem } from "./theme";

const DISMISSED_KEY = "urgent-banner-dismissed";
/** Dismissals remembered: more than the announcements that can be urgent at once. */
const DISMISSALS_KEPT = 20;

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

/** The versions dismissed in this browser, stored as a JSON list (once, a single version); none when unreadable. */
function dismissalsIn(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((version) => typeof version === "string") : [stored];
  } catch {
    return [stored];
  }
}

/** The dismissed versions in this browser; none on the server, so the page drawn there and its hydration agree. */
function useStoredDismissals(): string[] {
  return dismissalsIn(useSyncExternalStore(noSubscription, readDismissed, () => null));
}

const versionOf = (announcement: { id: string; updatedAt: string }) => `${announcement.id}@${announcement.updatedAt}`;

/**
 * Site-wide notice of the active urgent announcements, newest first, one at a time: dismissing one shows the
 * next, and a dismissal lasts until that announcement changes.
 */
export function UrgentBanner() {
  const urgentOnes = useUrgentAnnouncements();
  const stored = useStoredDismissals();
  const [dismissedNow, setDismissedNow] = useState<string[]>([]);
  const dismissed = new Set([...stored, ...dismissedNow]);
  const waiting = urgentOnes.filter((announcement) => !dismissed.has(versionOf(announcement)));
  const urgent = waiting[0];
  if (!urgent) return null;
  const version = versionOf(urgent);
  const place = urgentOnes.indexOf(urgent) + 1;

  const dismiss = () => {
    const current = new Set(urgentOnes.map(versionOf));
    // Only dismissals of announcements still urgent are worth keeping.
    const kept = [...dismissed].filter((earlier) => current.has(earlier)).slice(-DISMISSALS_KEPT);
    try {
      localStorage.setItem(DISMISSED_KEY, JSON.stringify([...kept, version]));
    } catch {
      // Private browsing may refuse storage: the banner still hides for this visit.
    }
    setDismissedNow((earlier) => [...earlier, version]);
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
            {urgentOnes.length > 1 && (
              <Text as="span" fontSize="sm" whiteSpace="nowrap">
                {place} of {urgentOnes.length}
              </Text>
            )}
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
