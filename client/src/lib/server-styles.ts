import createCache from "@emotion/cache";
import type { EmotionCache } from "@emotion/cache";

/**
 * The attribute of the style elements the server writes with a page's component styles, in place of
 * Emotion's `data-emotion`: "css" and the ids of the styles inside.
 */
const SERVER_STYLES = "data-server-styles";

/** The server's style tags as Emotion's server writes them, marked for the browser's cache below. */
export function markServerStyles(styleTags: string): string {
  // Global styles (css-global) keep Emotion's attribute, which its Global component looks for, and
  // get `data-s`, so that the browser's cache leaves them where they are.
  return styleTags
    .replace(/<style data-emotion="css-global /g, '<style data-s="" data-emotion="css-global ')
    .replace(/<style data-emotion="css /g, `<style ${SERVER_STYLES}="css `);
}

/**
 * Emotion's cache for the browser, taking over the server's styles where they are. Emotion's own
 * hydration takes each server style element out of the page and puts it back, so the browser
 * drops some 90 KB of CSS, parses it again and restyles every element: on a phone, a long task just
 * after the app's start. This cache counts their styles as inserted and appends new ones after
 * them, as Emotion's hydration would, without moving them.
 */
export function browserEmotionCache(page: Document): EmotionCache {
  const cache = createCache({ key: "css" });
  for (const node of page.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES}]`)) {
    for (const id of (node.getAttribute(SERVER_STYLES) ?? "").split(" ").slice(1)) cache.inserted[id] = true;
    cache.sheet.tags.push(node);
  }
  return cache;
}
