import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";
import { staticMediaQuery } from "./browser";

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

if (typeof window.matchMedia !== "function") window.matchMedia = (query) => staticMediaQuery(query, false);

afterEach(() => {
  localStorage.clear();
});
