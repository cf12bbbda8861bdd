import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UrgentAnnouncementDocument } from "../gql/graphql";
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

function renderHeader(route = "/news", nodes: unknown[] = []) {
  return renderPage(<SiteHeader />, { path: "*", route, mocks: [schoolIdentity(), urgent(nodes)] });
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

  it("shows an urgent announcement until dismissed, and again once it changes", async () => {
    const user = userEvent.setup();
    const first = renderHeader("/", [notice("2025-03-01T08:00:00.000Z")]);
    expect(await screen.findByRole("link", { name: "School closed today" })).toHaveAttribute(
      "href",
      "/announcements/u1",
    );
    await user.click(screen.getByRole("button", { name: "Dismiss urgent announcement" }));
    expect(screen.queryByRole("link", { name: "School closed today" })).not.toBeInTheDocument();
    first.unmount();

    const same = renderHeader("/", [notice("2025-03-01T08:00:00.000Z")]);
    await screen.findByRole("link", { name: "Our School" }).catch(() => undefined);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("link", { name: "School closed today" })).not.toBeInTheDocument();
    same.unmount();

    renderHeader("/", [notice("2025-03-02T08:00:00.000Z")]);
    expect(await screen.findByRole("link", { name: "School closed today" })).toBeInTheDocument();
  });
});
