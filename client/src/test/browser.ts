import { act, fireEvent } from "@testing-library/react";
import { flushSync } from "react-dom";

/**
 * Browser features jsdom lacks or cannot drive, made controllable for a test. Each installer
 * returns a restore function; call it in afterEach.
 */

/** An IntersectionObserver the test drives: nothing is in view until `enter` is called. */
export function installIntersectionObserver() {
  const observers: ControlledObserver[] = [];
  class ControlledObserver {
    readonly elements = new Set<Element>();
    disconnected = false;
    readonly root = null;
    readonly rootMargin = "0px";
    readonly thresholds: number[];
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      const threshold = options.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      observers.push(this);
    }
    observe(element: Element) {
      this.elements.add(element);
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.disconnected = true;
      this.elements.clear();
    }
    takeRecords() {
      return [];
    }
    fire(element: Element, isIntersecting: boolean) {
      const rect = element.getBoundingClientRect();
      const entry = {
        target: element,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      } as IntersectionObserverEntry;
      this.callback([entry], this);
    }
  }
  const previous = Object.getOwnPropertyDescriptor(globalThis, "IntersectionObserver");
  Object.defineProperty(globalThis, "IntersectionObserver", {
    configurable: true,
    writable: true,
    value: ControlledObserver,
  });

  /** The elements being watched right now. */
  const watched = () =>
    observers.filter((observer) => !observer.disconnected).flatMap((observer) => [...observer.elements]);

  return {
    watched,
    /** Scrolls every watched element (or the given one) into view. */
    enter(element?: Element) {
      act(() => {
        for (const observer of observers.filter((item) => !item.disconnected)) {
          for (const target of [...observer.elements]) {
            if (!element || target === element) observer.fire(target, true);
          }
        }
      });
    },
    /** Reports the watched elements as still out of view (e.g. the page loaded above them). */
    stayOut() {
      act(() => {
        for (const observer of observers.filter((item) => !item.disconnected)) {
          for (const target of [...observer.elements]) observer.fire(target, false);
        }
      });
    },
    restore: () => {
      if (previous) Object.defineProperty(globalThis, "IntersectionObserver", previous);
      else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

/** A MediaQueryList that never changes, as jsdom lacks matchMedia. */
export function staticMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  };
}

/** Makes `(prefers-reduced-motion: reduce)` match (every other media query does not). */
export function preferReducedMotion() {
  const original = Object.getOwnPropertyDescriptor(window, "matchMedia");
  window.matchMedia = (query: string) => staticMediaQuery(query, query.includes("prefers-reduced-motion: reduce"));
  return () => {
    if (original) Object.defineProperty(window, "matchMedia", original);
    else Reflect.deleteProperty(window, "matchMedia");
  };
}

/**
 * Sets the window's scroll position and fires `scroll`. The app reads it on the next animation
 * frame; under fake timers, advance them (e.g. by 20 ms) afterwards.
 */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: y });
  Object.defineProperty(window, "pageYOffset", { configurable: true, writable: true, value: y });
  fireEvent.scroll(window);
}

/** Puts the window back at the top without telling anyone (between tests). */
export function resetWindowScroll() {
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: 0 });
  Object.defineProperty(window, "pageYOffset", { configurable: true, writable: true, value: 0 });
}

/** Gives the document a height (jsdom lays nothing out, so it is 0). Returns a restore function. */
export function setDocumentHeight(px: number) {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: px });
  return () => {
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  };
}

/** Runs fake timers (and the promises they release) inside act. */
export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/**
 * jsdom applies only the base styles: rules inside `@media screen and (min-width: …)` (Chakra's
 * breakpoints) never match, so every page is laid out as on a phone. This copies the rules of each
 * min-width query a window `widthPx` wide would match into a stylesheet of their own, so
 * `toBeVisible` sees the layout of that breakpoint. Call it after rendering (Chakra injects its
 * styles as components mount); it returns a function that removes the copies.
 */
export function matchBreakpointsUpTo(widthPx: number) {
  const copied: string[] = [];
  // Only top-level rules, as jsdom itself reads no others (e.g. none inside @layer).
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const match = /^screen and \(min-width:\s*([\d.]+)(rem|px)\)$/.exec(rule.media.mediaText.trim());
        if (match) {
          const px = Number(match[1]) * (match[2] === "rem" ? 16 : 1);
          if (px <= widthPx) for (const inner of Array.from(rule.cssRules)) copied.push(inner.cssText);
        }
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  const style = document.createElement("style");
  style.setAttribute("data-test-breakpoints", String(widthPx));
  style.textContent = copied.join("\n");
  document.head.appendChild(style);
  return () => style.remove();
}

/**
 * The height a Chakra AspectRatio box reserves for its width, e.g. "56.25%" for 16:9: the padding of
 * its ::before, read from the rule itself, as jsdom lays nothing out and computes no pseudo-elements.
 */
export function reservedHeight(box: Element): string | undefined {
  const selectors = new Set(Array.from(box.classList, (name) => `.${name}::before`));
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules))
      if (rule instanceof CSSStyleRule && selectors.has(rule.selectorText))
        return rule.style.getPropertyValue("padding-bottom");
  return undefined;
}

/**
 * A browser runs React's re-render (a microtask) between a click's handlers and its default action, such as
 * submitting the form a button now belongs to; jsdom dispatches from a script, so the re-render lands after.
 * Installed, React renders what a click changed before that default action, as in a browser.
 */
export function installRenderBeforeDefaultAction() {
  const render = () => flushSync(() => {});
  document.addEventListener("click", render);
  return () => document.removeEventListener("click", render);
}
