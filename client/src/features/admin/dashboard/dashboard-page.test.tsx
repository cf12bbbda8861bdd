import { screen, within } from "@testing-library/react";
import { renderAdmin } from "../../../test/admin";
import { DashboardPage } from "./dashboard-page";

describe("DashboardPage", () => {
  it("has a card for each section: a link to its page and what it is for", () => {
    renderAdmin(<DashboardPage />);
    const cards = [
      ["News Management", "/admin/news", "Write, edit and remove news articles."],
      ["Events Management", "/admin/events", "Add and update school events."],
      ["Announcements", "/admin/announcements", "Post notices, mark them urgent or inactive."],
      ["Gallery Management", "/admin/gallery", "Upload and remove gallery photos."],
      ["Documents", "/admin/documents", "Upload PDFs parents can download."],
      ["Messages", "/admin/messages", "Read what visitors sent through the contact form."],
      [
        "Site content",
        "/admin/content",
        "Edit the school's details, office hours and the text and pictures of its pages.",
      ],
      ["Activity log", "/admin/activity", "See who changed what, and every sign-in, over the last year."],
      ["Trash", "/admin/trash", "Restore what was deleted in the last 30 days, or delete it for good."],
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
});
