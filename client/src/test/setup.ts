import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";
import { staticMediaQuery } from "./browser";

// The client tests share two cores with the API tests and a Postgres; a first render that needs the lazy
// Chakra chunks (transformed afresh on a clean clone) took over 3 s in a full run without anything being
// wrong. A wait ends as soon as what it waits for appears: the bound only decides how long a failure takes.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what react-router and Chakra's state machines reach for.
Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (!globalThis.PointerEvent) {
  class PointerEventStub extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  globalThis.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}

Element.prototype.scrollTo = function scrollTo() {};
Element.prototype.scrollBy = function scrollBy() {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};
window.scrollBy = () => {};

// ProseMirror (the admin's rich-text editor) measures the selection and the point under a click; jsdom lays
// nothing out, so a range has no rectangles and no element is under any point.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (!("getClientRects" in Range.prototype)) {
  Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: () => new DOMRect() });
}
if (!("elementFromPoint" in document)) Object.assign(document, { elementFromPoint: () => null });

if (typeof window.matchMedia !== "function") window.matchMedia = (query) => staticMediaQuery(query, false);

afterEach(() => {
  localStorage.clear();
});
