import { screen, within } from "@testing-library/react";
import { HomeAnnouncementsDocument, HomeEventsDocument, HomeNewsDocument } from "../../../gql/graphql";
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
  it("shows the hero, the values and the three carousels with their View All links", async () => {
    renderPage(<HomePage />, {
      mocks: [schoolIdentity(), news([newsItem()]), events([eventItem()]), announcements([announcementItem()])],
    });
    expect(screen.getByRole("heading", { level: 1, name: "Empowering the Leaders of Tomorrow" })).toBeInTheDocument();
    expect(screen.getByText("Excellence in Education Since 1897")).toBeInTheDocument();
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

  it("shows each carousel's own loading, error and empty state, and no made-up content", async () => {
    renderPage(<HomePage />, {
      mocks: [schoolIdentity(), networkFailure(HomeNewsDocument, vars), events([]), announcements([])],
    });
    expect(screen.getByRole("status", { name: "Loading news" })).toBeInTheDocument();
    const newsSection = screen.getByRole("region", { name: "Latest News" });
    expect(await within(newsSection).findByRole("heading", { name: "Error Loading News" })).toBeInTheDocument();
    expect(within(newsSection).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Events Available" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Announcements Available" })).toBeInTheDocument();
  });
});
