/** A moment at which the school's day (Johannesburg, UTC+2) is already 1 July while a browser on UTC is still on 30 June. */
export const LATE_EVENING_UTC = "2025-06-30T23:30:00.000Z";

/**
 * Sets the browser's clock (what `new Date()` says) and nothing else: the page's timers, promises
 * and animation frames keep running for real. Undo with `jest.useRealTimers()`.
 */
export function setBrowserClock(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  });
}
