import { ChakraProvider } from "@chakra-ui/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import { UrgentAnnouncementDocument } from "../gql/graphql";
import { createCache } from "../lib/apollo-cache";
import { schoolIdentity } from "../test/mocks";
import { AppRouter } from "./router";
import { siteSystem } from "./theme";

/** The whole site at `pathname`, with an urgent announcement in force. */
function renderSite(pathname: string) {
  window.history.pushState({}, "", pathname);
  const cache = createCache();
  const notice = {
    __typename: "Announcement",
    id: "u1",
    title: "School closed today",
    urgent: true,
    updatedAt: "2025-03-01T08:00:00.000Z",
  };
  const announcements = { __typename: "AnnouncementConnection", nodes: [notice] };
  cache.writeQuery({ query: UrgentAnnouncementDocument, variables: { first: 10 }, data: { announcements } });
  return render(
    <ChakraProvider value={siteSystem()}>
      <MockedProvider mocks={[schoolIdentity(), schoolIdentity()]} cache={cache}>
        <AppRouter />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe("AppRouter", () => {
  afterEach(() => window.history.pushState({}, "", "/"));

  it("draws the maintenance page alone: no header, navigation, footer or urgent banner", async () => {
    renderSite("/maintenance");
    expect(await screen.findByRole("heading", { level: 1, name: "Website Under Maintenance" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "School crest" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Urgent announcement" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "School closed today" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Skip to main content" })).not.toBeInTheDocument();
  });

  it("draws the other pages inside the site's header, navigation, footer and urgent banner", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    renderSite("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getAllByRole("navigation").length).toBeGreaterThan(0);
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Urgent announcement" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "School closed today" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("Page not found: /no-such-page");
    warn.mockRestore();
  });
});
