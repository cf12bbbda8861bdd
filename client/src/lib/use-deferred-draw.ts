import { useDeferredValue } from "react";

/**
 * The value to draw now, and whether a newer one is still being drawn. Apollo hands a result to
 * React synchronously, and a page of cards drawn in one go blocks a slow phone for a few hundred
 * milliseconds; deferred, React draws them in short slices between the visitor's taps. Callers keep
 * their loading state on screen while `drawing` and there is nothing to show yet.
 */
export function useDeferredDraw<T>(value: T): { shown: T; drawing: boolean } {
  const shown = useDeferredValue(value);
  return { shown, drawing: !Object.is(shown, value) };
}

/** One empty list for every caller: a new `[]` on each render would never count as drawn. */
export const NO_ITEMS: never[] = Object.freeze([]) as never[];
