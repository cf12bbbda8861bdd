import { Box, Link, Spinner, Center } from "@chakra-ui/react";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { HydrateWhenSeen } from "../components/hydrate-when-seen";
import { Toaster } from "../components/ui/toaster";
import { RouteErrorBoundary } from "./route-error";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** While a page's code arrives: the hero band's colour, so nothing flashes white under the header. */
function PageLoading() {
  return (
    <Center bg="school.800" minH="60vh" pt="var(--header-height, 4.5rem)" role="status" aria-label="Loading page">
      <Spinner size="lg" color="white" />
    </Center>
  );
}

export function Layout() {
  return (
    <Box display="flex" flexDirection="column" minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="white"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: "2" }}
      >
        Skip to main content
      </Link>
      <ScrollToTop />
      <SiteHeader />
      {/* At least a screen tall, so the footer never sits in view while a page or its data loads and then jumps away. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" minH="100dvh" _focus={{ outline: "none" }}>
        <PageOutlet />
      </Box>
      <HydrateWhenSeen>
        <SiteFooter />
      </HydrateWhenSeen>
      <Toaster />
    </Box>
  );
}

/** A page that stands alone (the maintenance page): no header, navigation, footer or urgent banner. */
export function StandaloneLayout() {
  return (
    <Box as="main" id="main" minH="100dvh" display="flex" flexDirection="column">
      <PageOutlet />
    </Box>
  );
}

/**
 * Marks the document once the page's part has hydrated (or rendered) in the browser: until then a
 * server-rendered page shows but its buttons do nothing, so browser tests wait for this mark.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

/** The route's page, loading behind a spinner; an error on one page is caught there and cleared on navigation. */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <HydratedMark />
      </Suspense>
    </RouteErrorBoundary>
  );
}
