import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BACK_TO_TOP_THRESHOLD_PX } from "../../../components/ui/back-to-top";
import {
  advance,
  installIntersectionObserver,
  preferReducedMotion,
  resetWindowScroll,
  scrollWindowTo,
  setDocumentHeight,
} from "../../../test/browser";
import { aboutContent, contentAnswers, contentFailures, missionValuesContent } from "../../../test/content";
import { school, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { COUNT_UP_MS } from "../components/statistics";
import { AboutPage } from "./about-page";

/** The figures the statistics count up to. */
const TARGETS = {
  "Years of Excellence": 126,
  "Students Enrolled": 800,
  "Dedicated Staff": 60,
  "Activities & Clubs": 25,
};
const LABELS = Object.keys(TARGETS) as (keyof typeof TARGETS)[];

/** The About page once its content has loaded. */
async function renderAbout(content = contentAnswers.about()) {
  const view = renderPage(<AboutPage />, { path: "/about", mocks: [schoolIdentity(), content] });
  await screen.findByRole("region", { name: "Our school in numbers" });
  return view;
}

/** The figures as drawn (the big number above each label), e.g. { "Years of Excellence": "0+" }. */
function shownFigures() {
  const region = screen.getByRole("region", { name: "Our school in numbers" });
  return Object.fromEntries(
    LABELS.map((label) => [label, within(region).getByText(label).parentElement?.firstElementChild?.textContent]),
  );
}
const figuresOf = (value: (target: number) => number) =>
  Object.fromEntries(LABELS.map((label) => [label, `${value(TARGETS[label])}+`]));

let restore: (() => void)[] = [];
afterEach(() => {
  restore.forEach((undo) => undo());
  restore = [];
  resetWindowScroll();
  jest.useRealTimers();
});

describe("AboutPage", () => {
  it("shows the hero, the mission and vision cards, the timeline and a link to Contact", async () => {
    await renderAbout();
    expect(screen.getByRole("heading", { level: 1, name: "About Us" })).toBeInTheDocument();
    expect(screen.getByText("A proud tradition of educating girls in the heart of Johannesburg.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Our Mission" })).toBeInTheDocument();
    expect(screen.getByText(missionValuesContent().mission)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Our Vision" })).toBeInTheDocument();
    expect(screen.getByText(missionValuesContent().vision)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Come and see us" })).toBeInTheDocument();
    expect(screen.getByText("We would love to show you around and answer your questions.")).toBeInTheDocument();
    const timeline = screen.getByRole("region", { name: "Our Journey" });
    const years = within(timeline)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("p")?.textContent);
    expect(years).toEqual(["1887", "1897", "1905", "1921", "Present"]);
    expect(within(timeline).getByRole("heading", { name: "A school of its own" })).toBeInTheDocument();
    expect(within(timeline).getByRole("img", { name: "The school's first building" })).toHaveAttribute(
      "src",
      "/images/timeline/1897.svg",
    );
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await waitFor(() => expect(document.title).toBe(`About Us | ${school.name}`));
  });

  it("shows the figures and milestones staff gave, and keeps a milestone's frame when its picture is gone", async () => {
    const about = aboutContent({
      timeline: [
        {
          __typename: "TimelineEntry",
          year: "1950",
          title: "A new hall",
          description: "The hall opens.",
          picture: { __typename: "ContentPicture", alt: "The hall", image: null },
        },
      ],
      statistics: [{ __typename: "Statistic", value: 12, label: "Sports" }],
    });
    await renderAbout(contentAnswers.about(about));
    const timeline = screen.getByRole("region", { name: "Our Journey" });
    expect(within(timeline).getByRole("heading", { name: "A new hall" })).toBeInTheDocument();
    expect(within(timeline).queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("12+ Sports")).toBeInTheDocument();
    expect(screen.queryByText(/Students Enrolled/)).not.toBeInTheDocument();
  });

  it("says so while the content loads, and offers a retry when it cannot, with no made-up words", async () => {
    const user = userEvent.setup();
    renderPage(<AboutPage />, {
      path: "/about",
      mocks: [schoolIdentity(), contentFailures.about(), contentAnswers.about()],
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading page");
    expect(await screen.findByRole("heading", { name: "Error Loading This Page" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Our Mission" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Our Mission" })).toBeInTheDocument();
  });

  describe("statistics", () => {
    it("wait at 0 until scrolled into view, then count up to their targets over about 2 s", async () => {
      jest.useFakeTimers();
      const observer = installIntersectionObserver();
      restore.push(observer.restore);
      await renderAbout();
      const region = screen.getByRole("region", { name: "Our school in numbers" });
      // Screen readers get the final figures at once, not a stream of numbers.
      for (const label of LABELS) expect(within(region).getByText(`${TARGETS[label]}+ ${label}`)).toBeInTheDocument();

      expect(observer.watched()).toContain(region);
      expect(shownFigures()).toEqual(figuresOf(() => 0));
      observer.stayOut();
      await advance(COUNT_UP_MS * 2);
      expect(shownFigures()).toEqual(figuresOf(() => 0));

      observer.enter(region);
      await advance(COUNT_UP_MS / 2);
      const halfway = shownFigures();
      for (const label of LABELS) {
        const value = Number.parseInt(halfway[label] ?? "", 10);
        // Part of the way there (easing out, so past half), not yet at the target.
        expect(value).toBeGreaterThan(TARGETS[label] / 2);
        expect(value).toBeLessThan(TARGETS[label]);
      }

      await advance(COUNT_UP_MS / 2 + 50);
      expect(shownFigures()).toEqual(figuresOf((target) => target));
      // Once there, they stay; seen once, the counters are no longer watched.
      await advance(COUNT_UP_MS);
      expect(shownFigures()).toEqual(figuresOf((target) => target));
      expect(observer.watched()).not.toContain(region);
    });

    it("are not finished before about 2 s", async () => {
      jest.useFakeTimers();
      const observer = installIntersectionObserver();
      restore.push(observer.restore);
      await renderAbout();
      observer.enter();
      await advance(COUNT_UP_MS - 300);
      const late = shownFigures();
      expect(Number.parseInt(late["Students Enrolled"] ?? "", 10)).toBeLessThan(800);
      expect(Number.parseInt(late["Students Enrolled"] ?? "", 10)).toBeGreaterThan(700);
    });

    it("show their final values at once when the visitor prefers reduced motion", async () => {
      jest.useFakeTimers();
      const observer = installIntersectionObserver();
      restore.push(observer.restore, preferReducedMotion());
      await renderAbout();
      expect(shownFigures()).toEqual(figuresOf(() => 0));
      observer.enter();
      // No frames need to pass.
      expect(shownFigures()).toEqual(figuresOf((target) => target));
    });
  });

  describe("reading progress bar", () => {
    it("fills as the page is scrolled, from 0 to 100", async () => {
      jest.useFakeTimers();
      // 2768 px of page in a 768 px window: 2000 px to scroll.
      restore.push(setDocumentHeight(window.innerHeight + 2000));
      await renderAbout();
      const bar = screen.getByRole("progressbar", { name: "Reading progress" });
      expect(bar).toHaveAttribute("aria-valuemin", "0");
      expect(bar).toHaveAttribute("aria-valuemax", "100");
      expect(bar).toHaveAttribute("aria-valuenow", "0");

      scrollWindowTo(500);
      await advance(20);
      expect(bar).toHaveAttribute("aria-valuenow", "25");
      expect(bar.style.transform).toBe("scaleX(0.25)");

      scrollWindowTo(2000);
      await advance(20);
      expect(bar).toHaveAttribute("aria-valuenow", "100");

      scrollWindowTo(1000);
      await advance(20);
      expect(bar).toHaveAttribute("aria-valuenow", "50");
    });
  });

  describe("back-to-top button", () => {
    it("appears only past 500 px of scroll and scrolls smoothly to the top", async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const scrollTo = jest.spyOn(window, "scrollTo");
      restore.push(() => scrollTo.mockRestore());
      await renderAbout();
      expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();

      scrollWindowTo(BACK_TO_TOP_THRESHOLD_PX);
      await advance(20);
      expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();

      scrollWindowTo(BACK_TO_TOP_THRESHOLD_PX + 1);
      await advance(20);
      await user.click(screen.getByRole("button", { name: "Back to top" }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });

      scrollWindowTo(0);
      await advance(20);
      expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
    });

    it("jumps without animation when the visitor prefers reduced motion", async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const scrollTo = jest.spyOn(window, "scrollTo");
      restore.push(() => scrollTo.mockRestore(), preferReducedMotion());
      await renderAbout();
      scrollWindowTo(1200);
      await advance(20);
      await user.click(screen.getByRole("button", { name: "Back to top" }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
    });
  });
});
