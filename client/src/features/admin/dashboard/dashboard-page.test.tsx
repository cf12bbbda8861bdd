import { screen, within } from "@testing-library/react";
import { loadStaffPanel, renderAdmin } from "../../../test/admin";
import { DashboardPage } from "./dashboard-page";

describe("DashboardPage", () => {
  beforeAll(loadStaffPanel);

  it("has a card for each section: a link to its page and what it is for", () => {
    renderAdmin(<DashboardPage role="ADMINISTRATOR" />);
    const cards = [
      ["News Management", "/admin/news", "Write, edit and remove news articles."],
      ["Events Management", "/admin/events", "Add and update school events."],
      ["Announcements", "/admin/announcements", "Post notices, mark them urgent or inactive."],
      ["Gallery Management", "/admin/gallery", "Upload and remove gallery photos."],
      ["Documents", "/admin/documents", "Upload PDFs parents can download."],
      ["Messages", "/admin/messages", "Read what visitors sent through the contact form."],
      ["E-mail alerts", "/admin/alerts", "See who gets alerts, what was sent and whether it arrived."],
      [
        "Site content",
        "/admin/content",
        "Edit the school's details, office hours and the text and pictures of its pages.",
      ],
      ["Activity log", "/admin/activity", "See who changed what, and every sign-in, over the last year."],
      ["Staff accounts", "/admin/staff", "Invite colleagues, choose their roles, disable accounts."],
      ["Trash", "/admin/trash", "Restore what was deleted in the last 30 days, or delete it for good."],
      ["My account", "/admin/account", "Change your password and sign out of other devices."],
    ];
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(cards.map(([title]) => title));
    for (const [title, path, description] of cards) {
      const link = screen.getByRole("link", { name: title });
      expect(link).toHaveAttribute("href", path);
      const card = link.closest<HTMLElement>(".chakra-card__root")!;
      expect(within(card).getByText(description)).toBeInTheDocument();
    }
  });

  it("shows an editor only the content sections", () => {
    renderAdmin(<DashboardPage role="EDITOR" />);
    expect(screen.queryByRole("link", { name: "Staff accounts" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Activity log" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "News Management" })).toBeInTheDocument();
  });
});
