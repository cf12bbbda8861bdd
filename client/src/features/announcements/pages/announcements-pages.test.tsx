import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnnouncementDetailsDocument, AnnouncementsListDocument } from "../../../gql/graphql";
import { announcementItem, answer, networkFailure, notFound, pageInfo, schoolIdentity } from "../../../test/mocks";
import { location, renderPage } from "../../../test/render";
import { ANNOUNCEMENTS_PAGE_SIZE } from "../api";
import { AnnouncementsPage } from "./announcements-page";
import { AnnouncementPage } from "./announcement-page";

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

function showing(announcement: Record<string, unknown>) {
  renderPage(<AnnouncementPage />, {
    path: "/announcements/:id",
    route: "/announcements/a1",
    mocks: [
      schoolIdentity(),
      answer(
        AnnouncementDetailsDocument,
        { id: "a1" },
        { announcement: { ...announcementItem(), urgent: false, ...announcement } },
      ),
    ],
  });
}

describe("AnnouncementPage", () => {
  it("shows the title, date, full content and the way back", async () => {
    showing({});
    expect(await screen.findByRole("heading", { level: 1, name: "Early closing" })).toBeInTheDocument();
    expect(screen.getByText("5 March 2025")).toBeInTheDocument();
    expect(screen.getByText("School closes at 11:00 on Friday.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to All Announcements" })).toHaveAttribute("href", "/announcements");
  });

  it("draws the content's formatting: headings, numbered lists, quotes and emphasis", async () => {
    showing({
      content:
        "<h2>What changes</h2><ol><li>Early <em>pick-up</em></li><li>No sport</li></ol><blockquote><p>Thank you</p></blockquote>",
      contentText: "What changes\n\n1. Early pick-up\n2. No sport\n\nThank you",
    });
    expect(await screen.findByRole("heading", { level: 2, name: "What changes" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Early pick-up", "No sport"]);
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(screen.getByText("pick-up").tagName).toBe("EM");
    expect(screen.getByText("Thank you").closest("blockquote")).not.toBeNull();
  });

  it.each([
    [{ priority: "high", urgent: true }, "High Priority"],
    [{ priority: "high", urgent: false }, "High Priority"],
    [{ priority: "medium" }, "Medium Priority"],
    [{ priority: "low" }, "Low Priority"],
  ])("labels the derived priority %o as '%s'", async (fields, label) => {
    showing(fields);
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it("shows 'Announcement Not Found' for an unknown or inactive announcement", async () => {
    renderPage(<AnnouncementPage />, {
      path: "/announcements/:id",
      route: "/announcements/gone",
      mocks: [schoolIdentity(), notFound(AnnouncementDetailsDocument, { id: "gone" })],
    });
    expect(await screen.findByRole("heading", { name: "Announcement Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText("The announcement you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Announcements" })).toHaveAttribute("href", "/announcements");
  });
});
