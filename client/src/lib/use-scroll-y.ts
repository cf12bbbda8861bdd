import { useEffect, useState } from "react";

/** The window's vertical scroll position, read at most once per animation frame (0 until the page runs in a browser). */
export function useScrollY(): number {
  // Read in the effect, not at the first render, so the server's page and its hydration agree.
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setScrollY(window.scrollY);
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return scrollY;
}
