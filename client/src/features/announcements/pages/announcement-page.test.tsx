import { screen } from "@testing-library/react";
import { AnnouncementDetailsDocument } from "../../../gql/graphql";
import { announcementItem, answer, notFound, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { AnnouncementPage } from "./announcement-page";

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
