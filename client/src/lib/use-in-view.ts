import { useEffect, useState } from "react";
import type { RefObject } from "react";

/** Becomes true once the element has scrolled into view (and stays true). */
export function useInView(ref: RefObject<Element | null>, threshold = 0.3): boolean {
  // Without IntersectionObserver (old browsers) everything counts as seen at once.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, inView]);
  return inView;
}
