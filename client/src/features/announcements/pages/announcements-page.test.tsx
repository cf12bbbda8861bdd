import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnnouncementsListDocument } from "../../../gql/graphql";
import { announcementItem, answer, networkFailure, pageInfo, schoolIdentity } from "../../../test/mocks";
import { location, renderPage } from "../../../test/render";
import { ANNOUNCEMENTS_PAGE_SIZE } from "../api/announcements-list";
import { AnnouncementsPage } from "./announcements-page";

const vars = (extra: Record<string, unknown> = {}) => ({ first: ANNOUNCEMENTS_PAGE_SIZE, ...extra });
const list = (variables: Record<string, unknown>, nodes: unknown[]) =>
  answer(AnnouncementsListDocument, variables, {
    announcements: { __typename: "AnnouncementConnection", nodes, pageInfo: pageInfo() },
  });

describe("AnnouncementsPage", () => {
  it("shows 'Loading announcements...', then cards with their priority", async () => {
    renderPage(<AnnouncementsPage />, {
      path: "/announcements",
      mocks: [schoolIdentity(), list(vars(), [announcementItem({ priority: "high" })])],
    });
    expect(screen.getByText("Loading announcements...")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Early closing" })).toHaveAttribute("href", "/announcements/a1");
    expect(screen.getByText("High Priority")).toBeInTheDocument();
  });

  it("shows the error state and the empty state", async () => {
    const failed = renderPage(<AnnouncementsPage />, {
      path: "/announcements",
      mocks: [schoolIdentity(), networkFailure(AnnouncementsListDocument, vars())],
    });
    expect(await screen.findByRole("heading", { name: "Error Loading Announcements" })).toBeInTheDocument();
    failed.unmount();
    renderPage(<AnnouncementsPage />, { path: "/announcements", mocks: [schoolIdentity(), list(vars(), [])] });
    expect(await screen.findByRole("heading", { name: "No Announcements Available" })).toBeInTheDocument();
  });

  it("filters by priority on the server and keeps the filter in the address", async () => {
    renderPage(<AnnouncementsPage />, {
      path: "/announcements",
      mocks: [schoolIdentity(), list(vars(), [announcementItem()]), list(vars({ priority: "low" }), [])],
    });
    await screen.findByRole("link", { name: "Early closing" });
    const priority = screen.getByRole("combobox", { name: "Priority" });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All Priorities",
      "High",
      "Medium",
      "Low",
    ]);
    await userEvent.selectOptions(priority, "low");
    expect(await screen.findByRole("heading", { name: "No Announcements Found" })).toBeInTheDocument();
    expect(
      screen.getByText("No announcements match your search criteria. Please try a different search or filter."),
    ).toBeInTheDocument();
    expect(location.search).toBe("?priority=low");
  });

  it("searches with the 'Search announcements...' box", async () => {
    renderPage(<AnnouncementsPage />, {
      path: "/announcements",
      mocks: [
        schoolIdentity(),
        list(vars(), [announcementItem()]),
        list(vars({ search: "fees" }), [announcementItem({ id: "a2", title: "Fees due" })]),
      ],
    });
    await screen.findByRole("link", { name: "Early closing" });
    await userEvent.type(screen.getByPlaceholderText("Search announcements..."), "fees");
    expect(await screen.findByRole("link", { name: "Fees due" })).toBeInTheDocument();
    expect(location.search).toBe("?q=fees");
  });
});
