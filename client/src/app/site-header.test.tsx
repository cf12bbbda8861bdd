import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UrgentAnnouncementDocument } from "../gql/graphql";
import { createCache } from "../lib/apollo-cache";
import { answer, schoolIdentity } from "../test/mocks";
import { location, renderPage } from "../test/render";
import { HEADER_SCROLLED_THRESHOLD_PX, SiteHeader } from "./site-header";

const urgent = (nodes: unknown[]) =>
  answer(UrgentAnnouncementDocument, { first: 10 }, { announcements: { __typename: "AnnouncementConnection", nodes } });
const notice = (updatedAt: string) => ({
  __typename: "Announcement",
  id: "u1",
  title: "School closed today",
  urgent: true,
  updatedAt,
});

function renderHeader(route = "/news") {
  return renderPage(<SiteHeader />, { path: "*", route, mocks: [schoolIdentity(), urgent([])] });
}

const EARLIER = "2025-03-01T08:00:00.000Z";
const EDITED = "2025-03-02T08:00:00.000Z";

/** The header on a page whose cache already holds the urgent announcement, last changed at `updatedAt` (or these). */
function renderWithUrgent(updatedAt: string, nodes = [notice(updatedAt)]) {
  const cache = createCache();
  const announcements = { __typename: "AnnouncementConnection", nodes };
  cache.writeQuery({ query: UrgentAnnouncementDocument, variables: { first: 10 }, data: { announcements } });
  return renderPage(<SiteHeader />, { path: "*", route: "/", mocks: [schoolIdentity()], cache });
}

describe("SiteHeader", () => {
  it("turns solid once the page scrolls past 20 px", async () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header).not.toHaveAttribute("data-scrolled");
    Object.defineProperty(window, "scrollY", { value: HEADER_SCROLLED_THRESHOLD_PX + 1, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(header).toHaveAttribute("data-scrolled", "true"));
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("marks the current section's link in the menu", async () => {
    const user = userEvent.setup();
    renderHeader("/news/n1");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    expect(within(menu).getByRole("link", { name: "News" })).toHaveStyle({
      fontWeight: "var(--chakra-font-weights-bold)",
    });
    expect(within(menu).getByRole("link", { name: "Events" })).not.toHaveStyle({
      fontWeight: "var(--chakra-font-weights-bold)",
    });
  });

  it("lists sub-items under their group heading in the mobile menu, which closes on a link click", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    expect(menu).toBeVisible();
    const group = within(menu).getByRole("list", { name: "Our School" });
    expect(
      within(group)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["History", "Mission and Values", "General Info", "Staff", "Gallery"]);
    await user.click(within(menu).getByRole("link", { name: "Staff" }));
    expect(location.pathname).toBe("/staff");
    expect(menu).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens the mobile menu from its button, and Escape closes it with focus back on the button", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    expect(menu).toBeVisible();
    const button = screen.getByRole("button", { name: "Close menu" });
    expect(button).toHaveAttribute("aria-expanded", "true");

    await user.tab();
    expect(within(menu).getByRole("link", { name: "Home" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menu).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes the mobile menu on a click outside it", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    expect(menu).toBeVisible();
    await user.click(document.body);
    expect(menu).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps Tab inside the open mobile menu: from the last link back to the menu button, and back again", async () => {
    const user = userEvent.setup();
    renderHeader("/");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    const links = within(menu).getAllByRole("link");
    const last = links[links.length - 1];
    last.focus();
    await user.tab();
    const button = screen.getByRole("button", { name: "Close menu" });
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(links[0]).toHaveFocus();
  });

  it("shows an urgent announcement until dismissed, and again once it changes", async () => {
    const user = userEvent.setup();
    const first = renderWithUrgent(EARLIER);
    expect(screen.getByRole("link", { name: "School closed today" })).toHaveAttribute("href", "/announcements/u1");
    await user.click(screen.getByRole("button", { name: "Dismiss urgent announcement" }));
    expect(screen.queryByRole("complementary", { name: "Urgent announcement" })).not.toBeInTheDocument();
    first.unmount();

    // A later visit: the same announcement is known from the first render on (as the first visit
    // showed it at once), so its absence is the remembered dismissal, not an answer yet to come.
    const same = renderWithUrgent(EARLIER);
    expect(screen.queryByRole("complementary", { name: "Urgent announcement" })).not.toBeInTheDocument();
    same.unmount();

    renderWithUrgent(EDITED);
    expect(screen.getByRole("link", { name: "School closed today" })).toBeInTheDocument();
  });

  it("shows two urgent announcements one after the other, newest first, each dismissed by itself", async () => {
    const user = userEvent.setup();
    const later = { ...notice(EDITED), id: "u2", title: "Water is off: school closes at 11:00" };
    const both = [later, notice(EARLIER)];
    const first = renderWithUrgent(EDITED, both);
    const banner = () => screen.getByRole("complementary", { name: "Urgent announcement" });
    expect(within(banner()).getByRole("link")).toHaveAccessibleName("Water is off: school closes at 11:00");
    expect(within(banner()).getByText("1 of 2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Dismiss urgent announcement" }));
    expect(within(banner()).getByRole("link")).toHaveAccessibleName("School closed today");
    expect(within(banner()).getByText("2 of 2")).toBeInTheDocument();
    first.unmount();

    // Another visit remembers the first dismissal only.
    const again = renderWithUrgent(EDITED, both);
    expect(within(banner()).getByRole("link")).toHaveAccessibleName("School closed today");
    await user.click(screen.getByRole("button", { name: "Dismiss urgent announcement" }));
    expect(screen.queryByRole("complementary", { name: "Urgent announcement" })).not.toBeInTheDocument();
    again.unmount();

    renderWithUrgent(EDITED, both);
    expect(screen.queryByRole("complementary", { name: "Urgent announcement" })).not.toBeInTheDocument();
  });

  it("still honours a dismissal stored before several could be remembered", () => {
    localStorage.setItem("urgent-banner-dismissed", `u1@${EARLIER}`);
    renderWithUrgent(EARLIER);
    expect(screen.queryByRole("complementary", { name: "Urgent announcement" })).not.toBeInTheDocument();
  });
});
