import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomeAnnouncementsDocument, HomeEventsDocument, HomeNewsDocument } from "../../../gql/graphql";
import { contentAnswers, contentFailures, homeContent, missionValuesContent } from "../../../test/content";
import { announcementItem, answer, eventItem, networkFailure, newsItem, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { HOME_CAROUSEL_SIZE } from "../api/home-news";
import { HomePage } from "./home-page";

const vars = { first: HOME_CAROUSEL_SIZE };
const news = (nodes: unknown[]) => answer(HomeNewsDocument, vars, { news: { __typename: "NewsConnection", nodes } });
const events = (nodes: unknown[]) =>
  answer(HomeEventsDocument, vars, { events: { __typename: "EventConnection", nodes } });
const announcements = (nodes: unknown[]) =>
  answer(HomeAnnouncementsDocument, vars, { announcements: { __typename: "AnnouncementConnection", nodes } });

describe("HomePage", () => {
  it("shows the hero, the story, the values and the three carousels with their View All links", async () => {
    renderPage(<HomePage />, {
      mocks: [
        schoolIdentity(),
        contentAnswers.home(),
        news([newsItem()]),
        events([eventItem()]),
        announcements([announcementItem()]),
      ],
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Empowering the Leaders of Tomorrow" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Excellence in Education Since 1887")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Our Story" })).toBeInTheDocument();
    // The story's two paragraphs, and the full mission.
    expect(screen.getByText(/^For well over a century our school in Berea/)).toBeInTheDocument();
    expect(screen.getByText(/^From a handful of pupils in a single classroom/)).toBeInTheDocument();
    expect(screen.getByText(/so that she leaves us ready to thrive in high school and beyond\.$/)).toBeInTheDocument();
    expect(
      screen.getByText("We are honest, fair and kind, and we take responsibility for our words and actions."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Discover More" })).toHaveAttribute("href", "#about");
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    for (const value of ["Excellence", "Integrity", "Empowerment", "Innovation"]) {
      expect(screen.getByRole("heading", { name: value })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("button", { name: /^Show slide \d/ })).toHaveLength(7);

    expect(await screen.findByRole("link", { name: "Netball team wins" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Sports Day" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Early closing" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Latest News" })).toHaveAttribute("href", "/news");
    expect(screen.getByRole("link", { name: "View All Upcoming Events" })).toHaveAttribute("href", "/events");
    expect(screen.getByRole("link", { name: "View All Announcements" })).toHaveAttribute("href", "/announcements");
  });

  it("shows the school's own story and values as staff wrote them", async () => {
    const values = [
      {
        __typename: "SchoolValue",
        name: "Kindness",
        icon: "HEART",
        summary: "We look after each other.",
        description: "",
      },
    ];
    renderPage(<HomePage />, {
      mocks: [
        schoolIdentity(),
        contentAnswers.home(
          homeContent({ storyTitle: "Who we are", story: "A small school with a big heart." }),
          missionValuesContent({ mission: "To teach well.", values }),
        ),
        news([]),
        events([]),
        announcements([]),
      ],
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Who we are" })).toBeInTheDocument();
    expect(screen.getByText("A small school with a big heart.")).toBeInTheDocument();
    expect(screen.getByText("To teach well.")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Our values" });
    expect(
      within(list)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Kindness"]);
    expect(within(list).getByText("We look after each other.")).toBeInTheDocument();
  });

  it("says so while the hero loads, and offers a retry when it cannot, with no made-up words", async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />, {
      mocks: [schoolIdentity(), contentFailures.home(), contentAnswers.home(), news([]), events([]), announcements([])],
    });
    const welcome = screen.getByRole("region", { name: "Welcome" });
    expect(within(welcome).getByRole("status")).toHaveTextContent("Loading page");
    expect(await within(welcome).findByRole("heading", { name: "Error Loading This Page" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Empowering the Leaders of Tomorrow" }),
    ).toBeInTheDocument();
  });

  it("shows each carousel's own loading, error and empty state, and no made-up content", async () => {
    renderPage(<HomePage />, {
      mocks: [
        schoolIdentity(),
        contentAnswers.home(),
        networkFailure(HomeNewsDocument, vars),
        events([]),
        announcements([]),
      ],
    });
    expect(screen.getByRole("status", { name: "Loading news" })).toBeInTheDocument();
    const newsSection = screen.getByRole("region", { name: "Latest News" });
    expect(await within(newsSection).findByRole("heading", { name: "Error Loading News" })).toBeInTheDocument();
    expect(within(newsSection).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Events Available" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Announcements Available" })).toBeInTheDocument();
  });
});
