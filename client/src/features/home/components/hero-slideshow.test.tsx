import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { advance, preferReducedMotion } from "../../../test/browser";
import type { HeroSlideshow_HomeFragment } from "../../../gql/graphql";
import { SLIDE_ALTS, deletedPicture, heroSlide, homeContent } from "../../../test/content";
import { renderPage } from "../../../test/render";
import { HERO_SCRIM, HERO_TEXT_REACH, HeroSlideshow, SLIDE_INTERVAL_MS } from "./hero-slideshow";

/** Seven photos, in this order. */
const ALTS = SLIDE_ALTS;

function renderHero(home: Record<string, unknown> = homeContent()) {
  return renderPage(<HeroSlideshow home={home as HeroSlideshow_HomeFragment} foundingYear={1887} />);
}

const dots = () => screen.getAllByRole("button", { name: /^Show slide \d/ });
/** The slide the dots say is showing, counted from 1. */
const currentSlide = () => dots().findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
/** The slide pictures in the page (hidden ones included), and the one not hidden from assistive technology. */
const mountedSlides = () => screen.queryAllByRole("img", { hidden: true }).map((image) => image.getAttribute("alt"));
const visibleSlide = () => screen.getAllByRole("img").map((image) => image.getAttribute("alt"));

let restoreMotion: (() => void) | undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  restoreMotion?.();
  restoreMotion = undefined;
  jest.useRealTimers();
});

describe("HeroSlideshow", () => {
  it("shows the school's words, the founding year filled in", () => {
    renderHero(homeContent({ heroEyebrow: "Since {foundingYear}", heroTitle: "Girls who lead", heroText: "Welcome." }));
    expect(screen.getByText("Since 1887")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Girls who lead" })).toBeInTheDocument();
    expect(screen.getByText("Welcome.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: ALTS[0] })).toHaveAttribute("src", "/images/slides/assembly-hall.svg");
  });

  it("leaves out hidden slides and slides whose upload was deleted", async () => {
    const slides = [
      heroSlide(0),
      heroSlide(1, { enabled: false }),
      heroSlide(2, { picture: deletedPicture(ALTS[2]) }),
      heroSlide(3),
    ];
    renderHero(homeContent({ heroSlides: slides }));
    expect(dots().map((dot) => dot.getAttribute("aria-label"))).toEqual([
      `Show slide 1: ${ALTS[0]}`,
      `Show slide 2: ${ALTS[3]}`,
    ]);
    expect(screen.queryByRole("img", { name: ALTS[1], hidden: true })).not.toBeInTheDocument();
    await advance(SLIDE_INTERVAL_MS);
    expect(visibleSlide()).toEqual([ALTS[3]]);
    await advance(SLIDE_INTERVAL_MS);
    expect(visibleSlide()).toEqual([ALTS[0]]);
  });

  it("shows a slide's caption while that slide shows, and nothing for a slide without one", async () => {
    renderHero(homeContent({ heroSlides: [heroSlide(0, { caption: "Assembly, 2025" }), heroSlide(1)] }));
    expect(screen.getByText("Assembly, 2025")).toBeInTheDocument();
    await advance(SLIDE_INTERVAL_MS);
    expect(screen.queryByText("Assembly, 2025")).not.toBeInTheDocument();
  });

  it("stands still without dots or a pause button when only one slide is shown", async () => {
    renderHero(homeContent({ heroSlides: [heroSlide(0), heroSlide(1, { enabled: false })] }));
    expect(screen.queryByRole("list", { name: "Choose a slide" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pause slideshow" })).not.toBeInTheDocument();
    await advance(SLIDE_INTERVAL_MS * 2);
    expect(visibleSlide()).toEqual([ALTS[0]]);
  });

  it("has its seven slides and a dot for each, the first one showing", () => {
    expect(SLIDE_INTERVAL_MS).toBe(5000);
    renderHero();
    expect(screen.getByRole("list", { name: "Choose a slide" })).toBeInTheDocument();
    expect(dots().map((dot) => dot.getAttribute("aria-label"))).toEqual(
      ALTS.map((alt, index) => `Show slide ${index + 1}: ${alt}`),
    );
    expect(currentSlide()).toBe(1);
    expect(visibleSlide()).toEqual([ALTS[0]]);
    expect(screen.getByRole("img", { name: ALTS[0] })).toHaveAttribute("loading", "eager");
  });

  it("advances every 5 s and loops from the last slide back to the first", async () => {
    renderHero();
    await advance(SLIDE_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(1);
    await advance(1);
    expect(currentSlide()).toBe(2);
    expect(visibleSlide()).toEqual([ALTS[1]]);

    for (let slide = 3; slide <= 7; slide += 1) {
      await advance(SLIDE_INTERVAL_MS);
      expect(currentSlide()).toBe(slide);
    }
    expect(visibleSlide()).toEqual([ALTS[6]]);
    await advance(SLIDE_INTERVAL_MS);
    expect(currentSlide()).toBe(1);
    expect(visibleSlide()).toEqual([ALTS[0]]);
    await advance(SLIDE_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
  });

  it("fetches a slide's picture only once it is next", async () => {
    renderHero();
    expect(mountedSlides()).toEqual([ALTS[0], ALTS[1]]);
    await advance(SLIDE_INTERVAL_MS);
    expect(mountedSlides()).toEqual([ALTS[0], ALTS[1], ALTS[2]]);
    // Pictures already fetched stay, so the crossfade never waits for the network twice.
    await advance(SLIDE_INTERVAL_MS);
    expect(mountedSlides()).toEqual(ALTS.slice(0, 4));
  });

  it("fetches only the chosen slide and its successor when a dot jumps ahead", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHero();
    await user.click(screen.getByRole("button", { name: `Show slide 5: ${ALTS[4]}` }));
    expect(mountedSlides()).toEqual([ALTS[0], ALTS[1], ALTS[4], ALTS[5]]);
    await user.click(screen.getByRole("button", { name: `Show slide 7: ${ALTS[6]}` }));
    // The last slide's successor is the first, already fetched.
    expect(mountedSlides()).toEqual([ALTS[0], ALTS[1], ALTS[4], ALTS[5], ALTS[6]]);
  });

  it("jumps to the slide whose dot is pressed, and gives it its full 5 s", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHero();
    await advance(SLIDE_INTERVAL_MS - 1000);
    await user.click(screen.getByRole("button", { name: `Show slide 5: ${ALTS[4]}` }));
    expect(currentSlide()).toBe(5);
    expect(visibleSlide()).toEqual([ALTS[4]]);
    expect(dots().filter((dot) => dot.hasAttribute("aria-current"))).toHaveLength(1);

    // The old timer would have fired 1 s after the press; the chosen slide stays its full time.
    await advance(SLIDE_INTERVAL_MS - 100);
    expect(currentSlide()).toBe(5);
    await advance(100);
    expect(currentSlide()).toBe(6);

    // The last dot works too, and the show loops on from it.
    await user.click(screen.getByRole("button", { name: `Show slide 7: ${ALTS[6]}` }));
    await advance(SLIDE_INTERVAL_MS);
    expect(currentSlide()).toBe(1);
  });

  it("lets the dots be used from the keyboard", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHero();
    dots()[2].focus();
    await user.keyboard("{Enter}");
    expect(currentSlide()).toBe(3);
    await user.tab();
    expect(dots()[3]).toHaveFocus();
    await user.keyboard(" ");
    expect(currentSlide()).toBe(4);
  });

  it("does not advance on its own (nor offer a pause) when the visitor prefers reduced motion, but the dots still work", async () => {
    restoreMotion = preferReducedMotion();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHero();
    expect(screen.queryByRole("button", { name: "Pause slideshow" })).not.toBeInTheDocument();
    await advance(SLIDE_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(1);
    await user.click(screen.getByRole("button", { name: `Show slide 3: ${ALTS[2]}` }));
    expect(currentSlide()).toBe(3);
    await advance(SLIDE_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(3);
  });

  it("stops changing slides when the visitor pauses it, the dots still working, and goes on when she plays it", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHero();
    await advance(SLIDE_INTERVAL_MS);
    expect(currentSlide()).toBe(2);
    await user.click(screen.getByRole("button", { name: "Pause slideshow" }));
    await advance(SLIDE_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(2);
    await user.click(screen.getByRole("button", { name: `Show slide 5: ${ALTS[4]}` }));
    await advance(SLIDE_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(5);

    await user.click(screen.getByRole("button", { name: "Play slideshow" }));
    await advance(SLIDE_INTERVAL_MS);
    expect(currentSlide()).toBe(6);
    expect(screen.getByRole("button", { name: "Pause slideshow" })).toBeInTheDocument();
  });

  it("scrolls one screen down from the scroll-down button, smoothly unless reduced motion is preferred", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const scrollBy = jest.spyOn(window, "scrollBy");
    try {
      const view = renderHero();
      await user.click(screen.getByRole("button", { name: "Scroll down" }));
      expect(scrollBy).toHaveBeenLastCalledWith({ top: window.innerHeight, behavior: "smooth" });
      view.unmount();

      restoreMotion = preferReducedMotion();
      renderHero();
      await user.click(screen.getByRole("button", { name: "Scroll down" }));
      expect(scrollBy).toHaveBeenLastCalledWith({ top: window.innerHeight, behavior: "auto" });
    } finally {
      scrollBy.mockRestore();
    }
  });

  it("bounces the scroll-down button twice once the hero's lines are in, then rests: no movement lasts over 5 s", () => {
    renderHero();
    // The shorthand as declared (jsdom does not split it): name, duration, delay, iterations.
    const [name, duration, delay, iterations] = getComputedStyle(
      screen.getByRole("button", { name: "Scroll down" }),
    ).animation.split(" ");
    expect(name).toBe("scroll-hint");
    const seconds = (time: string) => Number(time.replace(/s$/, ""));
    // The lines' entrance ends at 1.6 s (0.8 s late, 0.8 s long).
    expect(seconds(delay)).toBeGreaterThanOrEqual(1.6);
    expect(Number(iterations) * seconds(duration)).toBeLessThanOrEqual(5);
  });
});

/** WCAG's relative luminance of an sRGB colour given as 0–255 channels. */
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
/** A pure white picture under black at `opacity`. */
const whiteUnder = (opacity: number) => [255, 255, 255].map((channel) => channel * (1 - opacity));
const WHITE = [255, 255, 255];
const ACCENT_200 = [0xf4, 0xbf, 0x9d];

describe("the hero's scrim", () => {
  it("keeps the words at AA contrast over the brightest picture a school could upload", () => {
    const { narrow, wide } = HERO_SCRIM;
    // Where the words can sit: anywhere on a narrow hero; on a wide one, left of HERO_TEXT_REACH (the
    // scrim fades linearly from the left edge to its stop there).
    const darkestNeeded = Math.min(...narrow, wide[0], wide[1]);
    expect(contrast(WHITE, whiteUnder(darkestNeeded))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ACCENT_200, whiteUnder(darkestNeeded))).toBeGreaterThanOrEqual(4.5);
    expect(HERO_TEXT_REACH).toBeGreaterThanOrEqual(672 / 1280);
  });
});
