// The page's only script tag (client/build/deferred-entry.ts writes it into index.html with the
// entry's address in place of __APP_ENTRY__). Kept tiny: it runs before the app is even fetched.

const APP_ENTRY = "__APP_ENTRY__";
/** The chunks the entry imports, at once and then one layer after another (src/main.tsx): asked for together as it starts. */
const APP_PRELOADS: readonly string[] = "__APP_PRELOADS__" as unknown as readonly string[];

/** A touch, a click or a key: someone wants the page to respond, so the app starts at once. */
const FIRST_INPUT = ["pointerdown", "keydown", "focusin"] as const;

let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const type of FIRST_INPUT) removeEventListener(type, start, true);
  for (const href of APP_PRELOADS) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ APP_ENTRY);
}

/** Once the browser has reported the page's first contentful paint (at once where it cannot tell). */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

function pageLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => addEventListener("load", () => resolve(), { once: true }));
}

// A page the server rendered reads, links and filters included, before the app runs: on a phone's
// slow link its pictures and font take the bandwidth first, not 170 KB of script. The staff panel
// and a page left to the browser (no page state) are blank until the app runs, so they start now.
// The id is lib/page-state.ts's PAGE_STATE_ID: this file is compiled on its own, importing nothing.
if (!document.getElementById("page-state")) start();
else {
  for (const type of FIRST_INPUT) addEventListener(type, start, { capture: true, passive: true });
  // The load event can come before the first paint; the frame after both has the pictures drawn.
  void Promise.all([pageLoaded(), firstContentfulPaint()]).then(() => requestAnimationFrame(() => setTimeout(start)));
}
