import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * Every route change starts at the top of the page. Not the first page: the visitor may have scrolled
 * it before the app started (it starts after the page has loaded), and a reload keeps its place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
