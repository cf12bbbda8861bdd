import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsCategoriesDocument, NewsListDocument } from "../../../gql/graphql";
import { answer, networkFailure, newsItem, pageInfo, schoolIdentity } from "../../../test/mocks";
import { location, renderPage } from "../../../test/render";
import { NEWS_PAGE_SIZE } from "../api/news-list";
import { NewsListPage } from "./news-list-page";

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
