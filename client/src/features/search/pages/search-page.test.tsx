import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteSearchDocument } from "../../../gql/graphql";
import { answer, networkFailure, schoolIdentity } from "../../../test/mocks";
import { location, renderPage } from "../../../test/render";
import { SEARCH_PAGE_SIZE } from "../api/site-search";
import { SearchPage } from "./search-page";

const vars = (q: string, kind: string | null = null, offset = 0) => ({ q, kind, first: SEARCH_PAGE_SIZE, offset });
const hit = (kind: string, title: string, path: string, snippet: [string, boolean][], date: string | null = null) => ({
  __typename: "SearchHit",
  kind,
  title,
  path,
  date,
  snippet: snippet.map(([text, highlighted]) => ({ __typename: "SnippetPart", text, highlighted })),
});
const results = (total: number, hits: unknown[]) => ({ search: { __typename: "SearchResults", total, hits } });

describe("SearchPage", () => {
  it("shows each result's kind, date, link and snippet with the matches marked", async () => {
    renderPage(<SearchPage />, {
      path: "/search",
      route: "/search?q=netball",
      mocks: [
        schoolIdentity(),
        answer(
          SiteSearchDocument,
          vars("netball"),
          results(2, [
            hit(
              "NEWS",
              "Netball team wins",
              "/news/n1",
              [
                ["The ", false],
                ["netball", true],
                [" team won.", false],
              ],
              "2025-03-07",
            ),
            hit("DOCUMENT", "Netball fixtures", "/documents/d1/download", [
              ["Netball", true],
              [" fixtures", false],
            ]),
          ]),
        ),
      ],
    });
    const list = await screen.findByRole("list", { name: "Search results" });
    expect(screen.getByText("2 results")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Netball team wins" })).toHaveAttribute("href", "/news/n1");
    expect(within(list).getByRole("link", { name: "Netball fixtures" })).toHaveAttribute(
      "href",
      "/documents/d1/download",
    );
    expect(within(list).getByText("7 March 2025")).toBeInTheDocument();
    expect([...list.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["netball", "Netball"]);
  });

  it("asks nothing before there are words, filters by kind in the address, and says when nothing matches", async () => {
    const user = userEvent.setup();
    renderPage(<SearchPage />, {
      path: "/search",
      route: "/search?q=chess",
      mocks: [
        schoolIdentity(),
        answer(SiteSearchDocument, vars("chess"), results(0, [])),
        answer(SiteSearchDocument, vars("chess", "EVENT"), results(0, [])),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Nothing Found" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "Events");
    expect(location.search).toBe("?q=chess&kind=EVENT");
    expect(await screen.findByRole("heading", { name: "Nothing Found" })).toBeInTheDocument();
  });

  it("offers a retry when the search fails", async () => {
    renderPage(<SearchPage />, {
      path: "/search",
      route: "/search?q=gala",
      mocks: [schoolIdentity(), networkFailure(SiteSearchDocument, vars("gala"))],
    });
    expect(await screen.findByRole("heading", { name: "Error Searching" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /try again/i })).toBeInTheDocument();
  });
});
