import { Suspense, use, useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from "react";
import { useLocation } from "react-router-dom";

/** Marks the part's wrapper; its value is the part's useId, the same on the server and in the browser. */
const PART_ATTRIBUTE = "data-hydrate-when-seen";
/** Set on the wrapper once the part has hydrated (browser tests wait for it). */
const HYDRATED_ATTRIBUTE = "data-part-hydrated";
/** A touch, a click or a key: the visitor starts to use the page, so every part hydrates, the one pressed first. */
const VISITOR_ACTS = ["pointerdown", "keydown"] as const;

/** What a waiting part's `use` waits on. */
type Gate = Promise<void>;

/**
 * Marks a resolved promise as React's `use` reads a settled one (React's own convention for thenables),
 * so `use` goes on at once rather than a microtask later.
 */
function markSettled(gate: Gate): Gate {
  return Object.assign(gate, { status: "fulfilled" as const, value: undefined });
}

interface Waiting {
  /** The server-rendered wrapper the part waits in. */
  element: Element;
  gate: Gate;
  open: () => void;
  /** What the part was hydrating with: a render with anything else is an update on its way to it. */
  children: ReactNode;
  locationKey: string;
}

/** Each part's gate by its id. */
const gates = new Map<string, Waiting>();
/** What opens each waiting part, by the element that shows it. */
const openers = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function openEveryPart(): void {
  for (const open of openers.values()) open();
}

function watch(content: Element, open: () => void): void {
  if (!observer) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) openers.get(entry.target)?.();
    });
    // Capturing on the window runs before React's own listeners on the app's root.
    for (const type of VISITOR_ACTS) addEventListener(type, openEveryPart, { capture: true, passive: true });
  }
  openers.set(content, open);
  observer.observe(content);
}

/**
 * What a part being hydrated waits for: nothing (null) unless the server rendered it into this page and
 * it has not hydrated yet; then a gate that opens once any of it is on the screen, or once the visitor
 * does anything (a part that looks the same either way need not hydrate any earlier).
 */
function gateFor(id: string, children: ReactNode, locationKey: string): Gate | null {
  const known = gates.get(id);
  if (known?.element.isConnected) return known.gate;
  if (typeof IntersectionObserver === "undefined") return null;
  const element = document.querySelector(`[${PART_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!element || element.hasAttribute(HYDRATED_ATTRIBUTE)) return null;
  let resolve = () => {};
  const gate: Gate = new Promise<void>((settle) => (resolve = settle));
  // The wrapper has no box of its own (display: contents), so its content is what comes into view.
  const content = element.firstElementChild ?? element;
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    // Settled at once, not a microtask later: React hydrates the part synchronously for the event being handled.
    void markSettled(gate);
    openers.delete(content);
    observer?.unobserve(content);
    resolve();
  };
  gates.set(id, { element, gate, open, children, locationKey });
  watch(content, open);
  return gate;
}

const subscribeToNothing = () => () => {};

/** True while React hydrates the server's HTML (it reads the server snapshot then), false in a browser render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

function Part({ id, locationKey, children }: { id: string; locationKey: string; children: ReactNode }) {
  const hydrating = useHydrating();
  // A part that waited once reads its (open) gate on every later render too: React expects the same `use` calls.
  const gate =
    typeof document !== "undefined" && (hydrating || gates.has(id)) ? gateFor(id, children, locationKey) : null;
  if (gate) use(gate);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return (
    // A wrapper that takes no part in the layout: the page looks the same with or without it.
    <div ref={ref} style={{ display: "contents" }} {...{ [PART_ATTRIBUTE]: id }}>
      {children}
    </div>
  );
}

/**
 * A part of a server-rendered page that may start below its first screen: the browser keeps the
 * server's HTML (links, pictures and text work as they are) and hydrates the part only when it comes
 * into view or the visitor starts to use the page, so a phone does not spend its first second on parts
 * the visitor may never reach. Rendered in the browser (a page opened from a link in the app), it
 * renders at once. Its children are one element (a section): the one it watches.
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  const id = useId();
  const locationKey = useLocation().key;
  // An update must not reach a part still waiting: React would hold it (a navigation, say) until the part
  // hydrated. Rendered with new children, or after a navigation (which every link in it reads), the part
  // opens before React reaches it; opening twice does nothing.
  const waiting = gates.get(id);
  if (waiting && (waiting.children !== children || waiting.locationKey !== locationKey)) waiting.open();
  return (
    <Suspense fallback={null}>
      <Part id={id} locationKey={locationKey}>
        {children}
      </Part>
    </Suspense>
  );
}
