import { ApolloLink } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { Observable } from "rxjs";
import type { Subscription } from "rxjs";
import { loadStaffSections } from "../app/sections";
import { siteSystem } from "../app/theme";
import { Toaster } from "../components/ui/toaster";
import { createCache } from "../lib/apollo-cache";
import { authSession } from "../lib/auth-session";
import type { StaffRole } from "../gql/graphql";
import { AdminApp } from "../features/admin/admin-app";
import type { AdminSection } from "../features/admin/admin-section";
import { StaffSectionsProvider } from "../features/admin/staff-sections";
import type { Mocks } from "./mocks";
import { LocationProbe } from "./render";

export const staffUser = {
  __typename: "User",
  id: "u1",
  username: "admin",
  email: "office@school.example",
  role: "ADMINISTRATOR" as StaffRole,
};

export const sessionTokens = (accessToken = "token-1", role: StaffRole = "ADMINISTRATOR") => ({
  __typename: "AuthTokens",
  accessToken,
  expiresIn: 900,
  mustSetUpTwoFactor: false,
  user: { ...staffUser, role },
});

/** A signed-in staff member (an administrator unless told), as after a successful sign-in. */
export function signIn(role: StaffRole = "ADMINISTRATOR"): void {
  authSession.start(sessionTokens(undefined, role));
}

interface AdminRenderOptions {
  path?: string;
  route?: string;
  mocks?: Mocks;
  /** What answers the operations instead of `mocks`: the app's own links over a stubbed fetch, say. */
  server?: ApolloLink;
  /** Other routes to mount beside it, e.g. a public list reading the same cache. */
  extra?: ReactElement;
  /** AdminApp brings its own. */
  toaster?: boolean;
}

interface Hold {
  variables: Record<string, unknown>;
  released: Promise<void>;
}

/**
 * Holds an operation's requests (those with at least `variables`, when given) at the network from
 * `hold(name)` until the release it returns is called, so a test sees the waiting state for as long as
 * it needs to, however slow the machine: a mock's `delay` races the test's assertions.
 */
function holdingLink() {
  const holds = new Map<string, Hold>();
  const link = new ApolloLink((operation, forward) => {
    const active = holds.get(operation.operationName ?? "");
    const held =
      active && Object.entries(active.variables).every(([name, value]) => operation.variables[name] === value)
        ? active.released
        : undefined;
    if (!held) return forward(operation);
    return new Observable((observer) => {
      let answer: Subscription | undefined;
      let unsubscribed = false;
      void held.then(() => {
        if (!unsubscribed) answer = forward(operation).subscribe(observer);
      });
      return () => {
        unsubscribed = true;
        answer?.unsubscribe();
      };
    });
  });
  const hold = (name: string, variables: Record<string, unknown> = {}) => {
    let release = () => {};
    holds.set(name, { variables, released: new Promise<void>((resolve) => (release = resolve)) });
    return () => {
      holds.delete(name);
      release();
    };
  };
  return { link, hold };
}

/**
 * Renders an admin page with mocked answers and records the name of every operation that
 * reaches the network, so a test can tell a cache update from a refetch.
 */
let staffSections: AdminSection[] | null = null;

/** Loads the panel's sections as the site does (call it in beforeAll): then `<StaffPanel />` and renderAdmin have them. */
export async function loadStaffPanel(): Promise<void> {
  staffSections = await loadStaffSections();
}

/** The whole staff panel, with the sections of the app's list. */
export function StaffPanel() {
  if (!staffSections) throw new Error("Call loadStaffPanel in beforeAll first");
  return <AdminApp sections={staffSections} />;
}

export function renderAdmin(
  element: ReactElement,
  { path = "/", route = path, mocks = [], server, extra, toaster = true }: AdminRenderOptions = {},
) {
  const sent: string[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? "");
    return forward(operation);
  });
  const holding = holdingLink();
  const cache = createCache();
  const view = render(
    <ChakraProvider value={siteSystem()}>
      <MockedProvider cache={cache} link={ApolloLink.from([recorder, holding.link, server ?? new MockLink(mocks)])}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route
              path={path}
              element={
                staffSections ? (
                  <StaffSectionsProvider sections={staffSections}>{element}</StaffSectionsProvider>
                ) : (
                  element
                )
              }
            />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          {extra}
          {toaster && <Toaster />}
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...view, sent, cache, hold: holding.hold };
}

/** How many times an operation went out. */
export const countOf = (sent: string[], name: string) => sent.filter((item) => item === name).length;
