import { useLayoutEffect, useState } from "react";
import type { RefObject } from "react";

/** Whether at least `threshold` of the element's height is inside the window now. */
function isInWindow(element: Element, threshold: number): boolean {
  const { top, bottom, height } = element.getBoundingClientRect();
  if (height <= 0) return false;
  const visible = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
  return visible / height >= threshold;
}

/**
 * Becomes true once the element has scrolled into view (and stays true). Seen from the start on the
 * server, so the page it draws (and one read without JavaScript) shows everything, and hydration
 * agrees; in the browser, an element out of view turns unseen before the first paint, until it scrolls in.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.3): boolean {
  const [inView, setInView] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    // Without IntersectionObserver (old browsers) everything counts as seen at once.
    if (!element || typeof IntersectionObserver === "undefined" || isInWindow(element, threshold)) return;
    setInView(false);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setInView(true);
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}
