import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  NewsArticleDocument,
  NewsCategoriesDocument,
  NewsListDocument,
  RefreshSessionDocument,
} from "../../../gql/graphql";
import { answer, networkFailure, newsItem, notFound, pageInfo, schoolIdentity } from "../../../test/mocks";
import { location, renderPage } from "../../../test/render";
import { NEWS_PAGE_SIZE } from "../api";
import { NewsListPage } from "./news-list-page";
import { sessionTokens } from "../../../test/admin";
import { NewsArticlePage } from "./news-article-page";

const list = (variables: Record<string, unknown>, nodes: unknown[], next = pageInfo()) =>
  answer(
    NewsListDocument,
    { first: NEWS_PAGE_SIZE, ...variables },
    { news: { __typename: "NewsConnection", nodes, pageInfo: next } },
  );
const categories = () => answer(NewsCategoriesDocument, {}, { newsCategories: ["Academic", "Sport"] });

describe("NewsListPage", () => {
  it("shows a spinner, then the articles with a 120-character excerpt", async () => {
    const long = "x".repeat(130);
    renderPage(<NewsListPage />, {
      path: "/news",
      mocks: [schoolIdentity(), categories(), list({}, [newsItem({ excerpt: long })])],
    });
    expect(screen.getByText("Loading news...")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Netball team wins" })).toHaveAttribute("href", "/news/n1");
    expect(screen.getByText(`${"x".repeat(120)}...`)).toBeInTheDocument();
  });

  it("says so when loading fails, and tries again on request", async () => {
    renderPage(<NewsListPage />, {
      path: "/news",
      mocks: [
        schoolIdentity(),
        categories(),
        networkFailure(NewsListDocument, { first: NEWS_PAGE_SIZE }),
        list({}, [newsItem()]),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Error Loading News" })).toBeInTheDocument();
    expect(screen.getByText("There was a problem loading the news. Please try again later.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Netball team wins" })).toBeInTheDocument();
  });

  it("says when there is no news at all", async () => {
    renderPage(<NewsListPage />, { path: "/news", mocks: [schoolIdentity(), categories(), list({}, [])] });
    expect(await screen.findByRole("heading", { name: "No News Available" })).toBeInTheDocument();
  });

  it("searches on the server once typing pauses, and keeps the search in the address", async () => {
    renderPage(<NewsListPage />, {
      path: "/news",
      mocks: [schoolIdentity(), categories(), list({}, [newsItem()]), list({ search: "maths" }, [])],
    });
    await screen.findByRole("link", { name: "Netball team wins" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search news" }), "maths");
    expect(await screen.findByRole("heading", { name: "No News Found" })).toBeInTheDocument();
    expect(
      screen.getByText("No news articles match your search criteria. Please try a different search or category."),
    ).toBeInTheDocument();
    expect(location.search).toBe("?q=maths");
  });

  it("filters by category from the address, so a filtered list can be shared", async () => {
    renderPage(<NewsListPage />, {
      path: "/news",
      route: "/news?category=Sport",
      mocks: [schoolIdentity(), categories(), list({ category: "Sport" }, [newsItem({ title: "Only sport" })])],
    });
    expect(await screen.findByRole("link", { name: "Only sport" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Sport"));
  });

  it("loads the next page with 'Load more'", async () => {
    renderPage(<NewsListPage />, {
      path: "/news",
      mocks: [
        schoolIdentity(),
        categories(),
        list({}, [newsItem()], pageInfo(true, "c1")),
        list({ after: "c1" }, [newsItem({ id: "n2", title: "Second article" })]),
      ],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Second article" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Netball team wins" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});

const article = newsItem({ content: "<p>First paragraph.</p><p>Second <strong>paragraph</strong>.</p>" });

describe("NewsArticlePage", () => {
  afterEach(() => localStorage.clear());

  it("shows the article with a way back to the list", async () => {
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1",
      mocks: [schoolIdentity(), answer(NewsArticleDocument, { id: "n1" }, { newsItem: article })],
    });
    expect(screen.getByText("Loading article...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Netball team wins" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to All News" })).toHaveAttribute("href", "/news");
    expect(screen.getByText("First paragraph.").tagName).toBe("P");
    expect(screen.getByText("paragraph").tagName).toBe("STRONG");
    expect(screen.queryByText("Preview")).not.toBeInTheDocument();
  });

  it("tells staff previewing a draft or a scheduled article that parents cannot see it yet", async () => {
    const scheduled = newsItem({ content: "<p>Soon.</p>", publishedAt: "2030-04-01T06:00:00.000Z" });
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1",
      mocks: [schoolIdentity(), answer(NewsArticleDocument, { id: "n1" }, { newsItem: scheduled })],
    });
    expect(await screen.findByText("Preview")).toBeInTheDocument();
    expect(screen.getByText("Scheduled: parents see it from 01 Apr 2030, 08:00.")).toBeInTheDocument();
  });

  it("shows a draft opened through a preview link with the notice, kept out of search engines", async () => {
    const draft = newsItem({ content: "<p>Soon.</p>", publishedAt: null });
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1?preview=signed-token",
      mocks: [schoolIdentity(), answer(NewsArticleDocument, { id: "n1" }, { newsItem: draft })],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Netball team wins" })).toBeInTheDocument();
    expect(
      screen.getByText("This is a draft, shared with you through a preview link: parents cannot see it yet."),
    ).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  });

  it("shows staff a draft they open from the panel in a new tab: the browser's sign-in is renewed, then the article asked again", async () => {
    const draft = newsItem({ content: "<p>Soon.</p>", publishedAt: null });
    localStorage.setItem("school-staff-signed-in", "1");
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1",
      mocks: [
        schoolIdentity(),
        notFound(NewsArticleDocument, { id: "n1" }),
        answer(RefreshSessionDocument, {}, { refreshSession: sessionTokens() }),
        answer(NewsArticleDocument, { id: "n1" }, { newsItem: draft }),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Netball team wins" })).toBeInTheDocument();
    expect(screen.getByText("This is a draft: only signed-in staff can see it.")).toBeInTheDocument();
    expect(screen.queryByText("Article Not Found")).not.toBeInTheDocument();
  });

  it("says a preview link has expired or was withdrawn when it no longer opens the article", async () => {
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1?preview=old-token",
      mocks: [schoolIdentity(), notFound(NewsArticleDocument, { id: "n1" })],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Article Not Found" })).toBeInTheDocument();
    expect(screen.getByText(/This preview link has expired or was withdrawn/)).toBeInTheDocument();
  });

  it("shows the excerpt as the lead when the content opens differently", async () => {
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1",
      mocks: [schoolIdentity(), answer(NewsArticleDocument, { id: "n1" }, { newsItem: article })],
    });
    expect(await screen.findByText("The team won the league.")).toBeInTheDocument();
    expect(screen.getByText(/First paragraph\./)).toBeInTheDocument();
  });

  it("prints the excerpt once when the content already opens with it", async () => {
    const repeated = newsItem({ content: "<p>The team won the league.</p><p>They trained twice a week.</p>" });
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1",
      mocks: [schoolIdentity(), answer(NewsArticleDocument, { id: "n1" }, { newsItem: repeated })],
    });
    expect(await screen.findAllByText(/The team won the league\./)).toHaveLength(1);
    expect(screen.getByText("They trained twice a week.")).toBeInTheDocument();
  });

  it("prints the lead once when the content opens with the excerpt reworded towards its end", async () => {
    const reworded = newsItem({
      excerpt: "Our Under-11 netball side finished the season unbeaten, lifting the trophy after a tense final.",
      content:
        "<p>Our Under-11 netball side finished the season <em>unbeaten</em>, lifting the trophy.</p><p>Well done, team!</p>",
    });
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1",
      mocks: [schoolIdentity(), answer(NewsArticleDocument, { id: "n1" }, { newsItem: reworded })],
    });
    expect(await screen.findAllByText(/^Our Under-11 netball side/)).toHaveLength(1);
    expect(screen.getByText("unbeaten").tagName).toBe("EM");
    expect(screen.getByText("Well done, team!")).toBeInTheDocument();
  });

  it("shows 'Article Not Found' for an unknown article", async () => {
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/nope",
      mocks: [schoolIdentity(), notFound(NewsArticleDocument, { id: "nope" })],
    });
    expect(await screen.findByRole("heading", { name: "Article Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All News" })).toHaveAttribute("href", "/news");
  });

  it("offers a retry when the connection fails, without inventing an article", async () => {
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1",
      mocks: [schoolIdentity(), networkFailure(NewsArticleDocument, { id: "n1" })],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("There was a problem loading the article.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("copies the address when the device cannot share", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderPage(<NewsArticlePage />, {
      path: "/news/:id",
      route: "/news/n1",
      mocks: [schoolIdentity(), answer(NewsArticleDocument, { id: "n1" }, { newsItem: article })],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Share Article" }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText("URL Copied")).toBeInTheDocument();
  });
});
