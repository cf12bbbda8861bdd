import { screen, within } from "@testing-library/react";
import { advance, installIntersectionObserver, preferReducedMotion } from "../../../test/browser";
import { renderPage } from "../../../test/render";
import { CONFETTI_VISIBLE_MS, ITEM_STAGGER_MS, RequiredDocuments } from "./required-documents";

// canvas-confetti draws on a canvas jsdom does not have; only whether and how it is fired matters here.
const mockFire = jest.fn();
jest.mock("canvas-confetti", () => ({ __esModule: true, default: { create: jest.fn(() => mockFire) } }));
const fire = mockFire;
const { create } = jest.requireMock<{ default: { create: jest.Mock } }>("canvas-confetti").default;

/** The documents an application needs, in order. */
const DOCUMENTS = [
  "Learner's birth certificate",
  "ID of the parent who applied",
  "Proof of residence (an account or bank statement is not accepted)",
  "Proof of employment",
  "Clinic/vaccination card",
];
/** When the component counts the last item as shown: a stagger per item, plus the 0.4 s fade. */
const LAST_ITEM_SHOWN_MS = ITEM_STAGGER_MS * DOCUMENTS.length + 400;
const CELEBRATION = "That's everything you need!";

let observer: ReturnType<typeof installIntersectionObserver>;
let restoreMotion: (() => void) | undefined;
beforeEach(() => {
  jest.useFakeTimers();
  fire.mockClear();
  create.mockClear();
  observer = installIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  restoreMotion?.();
  restoreMotion = undefined;
  jest.useRealTimers();
});

describe("RequiredDocuments", () => {
  it("lists the documents it is given, in order", () => {
    renderPage(<RequiredDocuments documents={DOCUMENTS} />);
    const list = screen.getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(DOCUMENTS);
  });

  it("keeps the items hidden and celebrates nothing until the list is scrolled into view", async () => {
    renderPage(<RequiredDocuments documents={DOCUMENTS} />);
    for (const item of screen.getAllByRole("listitem")) expect(item).toHaveStyle({ opacity: "0" });
    observer.stayOut();
    await advance(LAST_ITEM_SHOWN_MS + CONFETTI_VISIBLE_MS);
    expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();
    expect(fire).not.toHaveBeenCalled();
  });

  it("fades the items in one after another once in view, then shows the confetti icon for 3 s after the last one", async () => {
    renderPage(<RequiredDocuments documents={DOCUMENTS} />);
    observer.enter();
    const items = screen.getAllByRole("listitem");
    items.forEach((item, index) => {
      expect(item).toHaveStyle({ opacity: "1", transitionDelay: `${index * ITEM_STAGGER_MS}ms` });
    });

    // Not before the last item has finished appearing.
    await advance(LAST_ITEM_SHOWN_MS - 10);
    expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();
    expect(fire).not.toHaveBeenCalled();

    await advance(10);
    expect(screen.getByRole("status")).toHaveTextContent(CELEBRATION);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ disableForReducedMotion: true }));
    // canvas-confetti's default export draws in a blob: worker, which the site's CSP refuses.
    expect(create).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }));

    await advance(CONFETTI_VISIBLE_MS - 10);
    expect(screen.getByText(CELEBRATION)).toBeInTheDocument();
    await advance(10);
    expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();

    // Only once: scrolling past again brings nothing back.
    observer.enter();
    await advance(LAST_ITEM_SHOWN_MS + CONFETTI_VISIBLE_MS);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();
  });

  it("with reduced motion, shows the list standing still and the icon at once for 3 s, and fires no confetti", async () => {
    restoreMotion = preferReducedMotion();
    renderPage(<RequiredDocuments documents={DOCUMENTS} />);
    for (const item of screen.getAllByRole("listitem")) {
      expect(item).toHaveStyle({ opacity: "1", transform: "none" });
      expect(getComputedStyle(item).transitionDelay).toBe("");
    }
    observer.enter();
    await advance(0);
    expect(screen.getByRole("status")).toHaveTextContent(CELEBRATION);
    await advance(CONFETTI_VISIBLE_MS);
    expect(screen.queryByText(CELEBRATION)).not.toBeInTheDocument();
    expect(fire).not.toHaveBeenCalled();
  });

  it("stops the celebration when the page is left before it ends", async () => {
    const view = renderPage(<RequiredDocuments documents={DOCUMENTS} />);
    observer.enter();
    await advance(LAST_ITEM_SHOWN_MS / 2);
    view.unmount();
    await advance(LAST_ITEM_SHOWN_MS + CONFETTI_VISIBLE_MS);
    expect(fire).not.toHaveBeenCalled();
  });
});
