import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsArticleDocument, RefreshSessionDocument } from "../../../gql/graphql";
import { answer, networkFailure, newsItem, notFound, schoolIdentity } from "../../../test/mocks";
import { sessionTokens } from "../../../test/admin";
import { renderPage } from "../../../test/render";
import { NewsArticlePage } from "./news-article-page";

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
