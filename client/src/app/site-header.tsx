import { Box, Button, Container, Flex, HStack, IconButton, Image, Link, Stack, Text, chakra } from "@chakra-ui/react";
import type { BoxProps } from "@chakra-ui/react";
import { ChevronDown, Menu as MenuIcon, Search as SearchIcon, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { Link as RouterLink, NavLink, useLocation } from "react-router-dom";
import { useSchoolIdentity } from "../api/school-identity";
import { Dropdown } from "../components/ui/dropdown";
import { homePath } from "../features/home/paths";
import { searchPath } from "../features/search/paths";
import { useScrollY } from "../lib/use-scroll-y";
import { isActive, isGroup, mainNavigation } from "./navigation";
import type { NavGroup, NavLinkItem } from "./navigation";
import { UrgentBanner } from "./urgent-banner";
import { SCHOOL_CREST } from "../config/assets";

/** Past this scroll the header turns white, translucent and shadowed. */
export const HEADER_SCROLLED_THRESHOLD_PX = 20;

/**
 * Keeps --header-height in step with the header, so page heroes start below it. The header is measured
 * in a ResizeObserver's callback, after the browser's own layout: measuring during hydration forced a
 * layout of the whole page on the main thread. The property is set only when the header differs from
 * what the page's CSS already says (index.css registers it as a length), since a new value restyles
 * every element on the page.
 */
function usePublishedHeight(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // The open mobile menu is not part of the bar: counting it would shrink the menu's own max height
      // (100dvh minus this), which resizes the header again, and so on.
      const menu = element.querySelector<HTMLElement>("#mobile-menu");
      const height = element.offsetHeight - (menu?.offsetHeight ?? 0);
      const current = Number.parseFloat(getComputedStyle(root).getPropertyValue("--header-height"));
      if (Math.abs(current - height) >= 0.5) root.style.setProperty("--header-height", `${height}px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * While the phone menu is open, keeps it modal by hand (Chakra's Drawer would add ~20 kB gzip to the
 * first screen): Escape closes it and returns focus to the menu button, a press outside the menu and
 * its button closes it, and Tab cycles through the button and the menu's links only.
 */
function useMenuDismissal(
  open: boolean,
  close: () => void,
  buttonRef: React.RefObject<HTMLButtonElement | null>,
  menuRef: React.RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !buttonRef.current || !menuRef.current) return;
      const stops = [buttonRef.current, ...menuRef.current.querySelectorAll<HTMLElement>("a[href], button")];
      const first = stops[0];
      const last = stops[stops.length - 1];
      const current = document.activeElement as HTMLElement | null;
      const inside = current !== null && stops.includes(current);
      if (event.shiftKey && (current === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("mousedown", onMouseDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onMouseDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close, buttonRef, menuRef]);
}

/** Hides the buttons that need JavaScript when it is off; their `noscript` disclosures take their place. */
const HIDE_WITHOUT_JAVASCRIPT = "[data-needs-js]{display:none!important}";

/**
 * Without JavaScript the menu and group buttons do nothing: in their place the server's page has a
 * native disclosure (details and summary) with the same links, which the browser opens by itself.
 */
function NoScriptDisclosure({
  summary,
  links,
  solid,
  panelProps,
}: {
  summary: ReactNode;
  links: NavLinkItem[];
  solid: boolean;
  panelProps?: BoxProps;
}) {
  return (
    <chakra.details position="relative">
      <chakra.summary
        listStyleType="none"
        cursor="pointer"
        display="inline-flex"
        alignItems="center"
        gap="1"
        minH="11"
        px="3"
        fontWeight="medium"
        color={solid ? "school.800" : "white"}
        css={{ "&::-webkit-details-marker": { display: "none" } }}
      >
        {summary}
      </chakra.summary>
      <Box
        as="ul"
        listStyleType="none"
        position="absolute"
        top="100%"
        zIndex="dropdown"
        minW="14rem"
        py="2"
        bg="white"
        borderRadius="md"
        shadow="lg"
        borderWidth="1px"
        {...panelProps}
      >
        {links.map((item) => (
          <li key={item.path}>
            <Link href={item.path} display="flex" alignItems="center" minH="11" px="4" color="school.800">
              {item.name}
            </Link>
          </li>
        ))}
      </Box>
    </chakra.details>
  );
}

/** The header's icon buttons (search, menu): quiet, in the colours of the header over the hero or solid. */
const headerIconButton = (solid: boolean) =>
  ({
    variant: "ghost",
    size: "lg",
    color: solid ? "school.800" : "white",
    _hover: { bg: solid ? "school.50" : "whiteAlpha.200" },
  }) as const;

function DesktopLink({ item, solid }: { item: NavLinkItem; solid: boolean }) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  return (
    <Link
      asChild
      // Narrower at the smallest desktop width, where the links and the search button share the row.
      px={{ base: "2", xl: "3" }}
      whiteSpace="nowrap"
      minH="11"
      display="inline-flex"
      alignItems="center"
      fontWeight={active ? "bold" : "medium"}
      color={solid ? "school.800" : "white"}
      borderBottomWidth="3px"
      borderColor={active ? "accent.500" : "transparent"}
      _hover={{ textDecoration: "none", borderColor: "accent.300" }}
    >
      <NavLink to={item.path} end={item.path === homePath}>
        {item.name}
      </NavLink>
    </Link>
  );
}

/** A disclosure (a button and a list of links), the navigation pattern screen readers expect. */
function DesktopGroup({ group, solid }: { group: NavGroup; solid: boolean }) {
  const location = useLocation();
  const active = isActive(group, location.pathname);
  return (
    <>
      <Dropdown
        closeKey={location.key}
        trigger={(props) => (
          <Button
            data-needs-js
            variant="plain"
            px="3"
            minH="11"
            fontSize="md"
            fontWeight={active ? "bold" : "medium"}
            color={solid ? "school.800" : "white"}
            borderRadius="0"
            borderBottomWidth="3px"
            borderColor={active ? "accent.500" : "transparent"}
            {...props}
          >
            {group.name}
            <ChevronDown size={16} aria-hidden />
          </Button>
        )}
      >
        {() => (
          <Box as="ul" listStyleType="none">
            {group.subItems.map((item) => {
              const current = location.pathname === item.path;
              return (
                <li key={item.path}>
                  <Link
                    asChild
                    display="flex"
                    alignItems="center"
                    minH="11"
                    px="4"
                    color={current ? "accent.700" : "school.800"}
                    fontWeight={current ? "bold" : "medium"}
                    _hover={{ bg: "school.50", textDecoration: "none" }}
                    _focusVisible={{ bg: "school.50", outlineOffset: "-2px" }}
                  >
                    <NavLink to={item.path}>{item.name}</NavLink>
                  </Link>
                </li>
              );
            })}
          </Box>
        )}
      </Dropdown>
      <noscript>
        <NoScriptDisclosure
          summary={
            <>
              {group.name}
              <ChevronDown size={16} aria-hidden />
            </>
          }
          links={group.subItems}
          solid={solid}
          panelProps={{ left: "0" }}
        />
      </noscript>
    </>
  );
}

function MobileLink({
  item,
  onNavigate,
  indent = false,
}: {
  item: NavLinkItem;
  onNavigate: () => void;
  indent?: boolean;
}) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  return (
    <Box as="li">
      <Link
        asChild
        display="flex"
        alignItems="center"
        minH="12"
        px="4"
        pl={indent ? "8" : "4"}
        borderRadius="md"
        fontWeight={active ? "bold" : "medium"}
        color={active ? "accent.700" : "school.800"}
        bg={active ? "accent.50" : undefined}
        _hover={{ bg: "school.50", textDecoration: "none" }}
      >
        <NavLink to={item.path} end={item.path === homePath} onClick={onNavigate}>
          {item.name}
        </NavLink>
      </Link>
    </Box>
  );
}

export function SiteHeader() {
  const scrolled = useScrollY() > HEADER_SCROLLED_THRESHOLD_PX;
  const location = useLocation();
  // The mobile menu is open for the location it was opened at: every change of location closes it,
  // so a tapped link shows its page.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { data } = useSchoolIdentity();
  usePublishedHeight(headerRef);

  const solid = scrolled || menuOpen;
  const close = useCallback(() => setMenuOpenAt(null), []);
  useMenuDismissal(menuOpen, close, menuButtonRef, menuRef);

  return (
    <Box
      as="header"
      ref={headerRef}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg={solid ? "whiteAlpha.900" : "transparent"}
      backdropFilter={solid ? "blur(8px)" : undefined}
      shadow={solid ? "md" : "none"}
      transition="background-color 0.3s, box-shadow 0.3s"
      data-scrolled={scrolled || undefined}
    >
      <UrgentBanner />
      <Container maxW="7xl">
        <Flex as="nav" aria-label="Main" align="center" justify="space-between" minH="header" gap="4">
          <Link asChild color={solid ? "school.800" : "white"} _hover={{ textDecoration: "none" }} minH="11">
            <RouterLink to={homePath}>
              <HStack gap="3">
                <Image src={SCHOOL_CREST} alt="" w="10" h="12" htmlWidth="40" htmlHeight="48" />
                <Text
                  fontWeight="bold"
                  fontSize={{ base: "md", md: "lg" }}
                  lineHeight="1.2"
                  maxW={{ base: "12rem", md: "none" }}
                >
                  {data?.school.name ?? (
                    <Box as="span" srOnly>
                      Home
                    </Box>
                  )}
                </Text>
              </HStack>
            </RouterLink>
          </Link>

          <HStack as="ul" listStyleType="none" gap="0" display={{ base: "none", lg: "flex" }}>
            {mainNavigation.map((item) => (
              <Box as="li" key={item.name}>
                {isGroup(item) ? (
                  <DesktopGroup group={item} solid={solid} />
                ) : (
                  <DesktopLink item={item} solid={solid} />
                )}
              </Box>
            ))}
          </HStack>

          <IconButton
            asChild
            aria-label="Search the site"
            {...headerIconButton(solid)}
            ms={{ base: "auto", lg: "0" }}
            me={{ base: "-2", lg: "0" }}
          >
            <RouterLink to={searchPath}>
              <SearchIcon aria-hidden />
            </RouterLink>
          </IconButton>
          <IconButton
            ref={menuButtonRef}
            data-needs-js
            display={{ base: "inline-flex", lg: "none" }}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            {...headerIconButton(solid)}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X aria-hidden /> : <MenuIcon aria-hidden />}
          </IconButton>
          <noscript>
            <style>{HIDE_WITHOUT_JAVASCRIPT}</style>
            <Box display={{ base: "block", lg: "none" }}>
              <NoScriptDisclosure
                summary={
                  <>
                    <MenuIcon aria-hidden /> Menu
                  </>
                }
                links={mainNavigation.flatMap((item) => (isGroup(item) ? item.subItems : [item]))}
                solid={solid}
                panelProps={{ right: "0" }}
              />
            </Box>
          </noscript>
        </Flex>
      </Container>

      <Box
        ref={menuRef}
        id="mobile-menu"
        hidden={!menuOpen}
        display={{ lg: "none" }}
        bg="white"
        borderTopWidth="1px"
        maxH="calc(100dvh - var(--header-height, 4.5rem))"
        overflowY="auto"
      >
        <Container maxW="7xl" py="3">
          <Stack as="ul" listStyleType="none" gap="1">
            {mainNavigation.map((item) =>
              isGroup(item) ? (
                <Box as="li" key={item.name}>
                  <Text
                    id="mobile-group-our-school"
                    px="4"
                    pt="3"
                    pb="1"
                    fontSize="sm"
                    fontWeight="bold"
                    textTransform="uppercase"
                    letterSpacing="wide"
                    color="fg.muted"
                  >
                    {item.name}
                  </Text>
                  <Stack as="ul" listStyleType="none" gap="1" aria-labelledby="mobile-group-our-school">
                    {item.subItems.map((sub) => (
                      <MobileLink key={sub.path} item={sub} onNavigate={close} indent />
                    ))}
                  </Stack>
                </Box>
              ) : (
                <MobileLink key={item.path} item={item} onNavigate={close} />
              ),
            )}
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
