import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { matchBreakpointsUpTo } from "../../../test/browser";
import { contentAnswers, contentFailures, historyContent, previousPrincipal } from "../../../test/content";
import { school, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { HistoryPage } from "./history-page";

/** The six previous principals' years, in order. */
const YEARS = ["1887-1903", "1966-1987", "1988-1995", "1996-1998", "1999-2013", "2014-2022"];

async function renderHistory(content = contentAnswers.history()) {
  renderPage(<HistoryPage />, { path: "/history", mocks: [schoolIdentity(), content] });
  const section = await screen.findByRole("region", { name: "Previous Principals" });
  // Hidden on a phone, which is how jsdom lays pages out.
  const grid = within(section).getByRole("list", { hidden: true });
  const carousel = within(section).getByLabelText("Previous principals");
  return { section, grid, carousel };
}

/** The years banner of the one principal the carousel shows. */
const shownYears = (carousel: HTMLElement) => YEARS.filter((years) => within(carousel).queryByText(years));

describe("HistoryPage", () => {
  it("shows the founding text and the 'Previous Principals' heading, titled 'History | {school}'", async () => {
    await renderHistory();
    expect(screen.getByRole("heading", { level: 1, name: "Our History" })).toBeInTheDocument();
    expect(screen.getByText("More than a century of educating girls in Berea, Johannesburg.")).toBeInTheDocument();
    // The founding year comes from the school's settings; each paragraph stands on its own.
    expect(screen.getByText(/^The school was founded in 1887 by its first principal/)).toBeInTheDocument();
    expect(screen.getByText(/^Through changing times, generations of girls/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Previous Principals" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "A living legacy" })).toBeInTheDocument();
    expect(screen.getByText(/^Our history is not only in the past/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`History | ${school.name}`));
  });

  it("lists the principals staff entered, with their own names and portraits", async () => {
    const principals = [
      previousPrincipal(1, "Miss A. Smith", "1897-1920"),
      previousPrincipal(2, "Mrs B. Dlamini", "1920-1950"),
    ];
    const { carousel } = await renderHistory(contentAnswers.history(historyContent({ principals })));
    expect(within(carousel).getByRole("heading", { name: "Miss A. Smith" })).toBeInTheDocument();
    expect(within(carousel).getByRole("img", { name: "Portrait of the miss a. smith, 1897-1920" })).toBeInTheDocument();
    expect(within(carousel).getByText("1 of 2")).toBeInTheDocument();
  });

  it("says so while the content loads, and offers a retry when it cannot, with no made-up words", async () => {
    const user = userEvent.setup();
    renderPage(<HistoryPage />, {
      path: "/history",
      mocks: [schoolIdentity(), contentFailures.history(), contentAnswers.history()],
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading page");
    expect(await screen.findByRole("heading", { name: "Error Loading This Page" })).toBeInTheDocument();
    expect(screen.queryByText(/founded in/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Previous Principals" })).toBeInTheDocument();
  });

  it("on a phone, shows one principal at a time and moves with the previous and next buttons, looping", async () => {
    const user = userEvent.setup();
    const { grid, carousel } = await renderHistory();
    // Without a breakpoint applied jsdom lays the page out as a phone: the grid is hidden.
    expect(grid).not.toBeVisible();
    expect(carousel).toBeVisible();
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");

    expect(shownYears(carousel)).toEqual([YEARS[0]]);
    expect(within(carousel).getByRole("heading", { name: "Founding Principal" })).toBeInTheDocument();
    expect(
      within(carousel).getByRole("img", { name: "Portrait of the founding principal, 1887-1903" }),
    ).toHaveAttribute("src", "/images/principals/principal-1.svg");
    expect(within(carousel).getByText("1 of 6")).toBeInTheDocument();

    const next = within(carousel).getByRole("button", { name: "Next principal" });
    const previous = within(carousel).getByRole("button", { name: "Previous principal" });
    for (let index = 1; index < YEARS.length; index += 1) {
      await user.click(next);
      expect(shownYears(carousel)).toEqual([YEARS[index]]);
      expect(within(carousel).getByText(`${index + 1} of 6`)).toBeInTheDocument();
    }
    await user.click(next);
    expect(shownYears(carousel)).toEqual([YEARS[0]]);
    expect(within(carousel).getByText("1 of 6")).toBeInTheDocument();

    await user.click(previous);
    expect(shownYears(carousel)).toEqual([YEARS[5]]);
    expect(within(carousel).getByText("6 of 6")).toBeInTheDocument();
    await user.click(previous);
    expect(shownYears(carousel)).toEqual([YEARS[4]]);
  });

  it("announces the principal shown, and its buttons work from the keyboard", async () => {
    const user = userEvent.setup();
    const { carousel } = await renderHistory();
    const next = within(carousel).getByRole("button", { name: "Next principal" });
    const previous = within(carousel).getByRole("button", { name: "Previous principal" });
    // The card changes inside a polite live region.
    expect(within(carousel).getByText(YEARS[0]).closest("[aria-live='polite']")).not.toBeNull();

    previous.focus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(shownYears(carousel)).toEqual([YEARS[1]]);
    await user.keyboard(" ");
    expect(shownYears(carousel)).toEqual([YEARS[2]]);
    // Focus stays on the button, so it can be pressed again.
    expect(next).toHaveFocus();

    await user.tab({ shift: true });
    expect(previous).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(shownYears(carousel)).toEqual([YEARS[1]]);
  });

  it("on a wider screen, lists all six principals in a grid with portrait and years, and hides the carousel", async () => {
    const { grid, carousel } = await renderHistory();
    const restore = matchBreakpointsUpTo(1024);
    try {
      expect(grid).toBeVisible();
      expect(carousel).not.toBeVisible();
      const items = within(grid).getAllByRole("listitem");
      expect(items).toHaveLength(6);
      items.forEach((item, index) => {
        expect(within(item).getByText(YEARS[index])).toBeVisible();
        expect(within(item).getByRole("img")).toHaveAttribute("src", `/images/principals/principal-${index + 1}.svg`);
        expect(within(item).getByRole("img")).toHaveAccessibleName(new RegExp(`, ${YEARS[index]}$`));
      });
      expect(within(items[0]).getByRole("heading", { name: "Founding Principal" })).toBeInTheDocument();
      expect(within(items[5]).getByRole("heading", { name: "Principal" })).toBeInTheDocument();
      // The carousel's buttons are out of the way too.
      expect(screen.queryByRole("button", { name: "Next principal" })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
