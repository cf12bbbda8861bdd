import type { ApolloCache } from "@apollo/client";
import { ChakraProvider } from "@chakra-ui/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import { useLayoutEffect } from "react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { siteSystem } from "../app/theme";
import { Toaster } from "../components/ui/toaster";
import { createCache } from "../lib/apollo-cache";
import type { Mocks } from "./mocks";

interface RenderOptions {
  /** The route pattern the element is mounted at, e.g. /news/:id. */
  path?: string;
  /** The address the test starts on. */
  route?: string;
  mocks?: Mocks;
  /** A cache that already holds answers, so they are there on the first render. */
  cache?: ApolloCache;
}

/** Where the router is, for assertions on the address (the query string a list keeps its filters in). */
export const location = { pathname: "", search: "" };

export function LocationProbe() {
  const current = useLocation();
  useLayoutEffect(() => {
    location.pathname = current.pathname;
    location.search = current.search;
  });
  return null;
}

/** Renders shared UI with the app's theme, and nothing else. */
export function renderWithTheme(element: ReactElement) {
  return render(<ChakraProvider value={siteSystem()}>{element}</ChakraProvider>);
}

/** Renders a page the way the app does: theme, Apollo (mocked, with the app's cache policies) and a router. */
export function renderPage(
  element: ReactElement,
  { path = "/", route = path, mocks = [], cache = createCache() }: RenderOptions = {},
) {
  return render(
    <ChakraProvider value={siteSystem()}>
      <MockedProvider mocks={mocks} cache={cache}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}
