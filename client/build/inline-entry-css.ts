import type { Plugin } from "vite";

/** Larger stylesheets stay files the browser can cache; this one is a few hundred bytes. */
const MAX_INLINE_BYTES = 4096;

/**
 * Writes the entry's small stylesheet into index.html, with a preload of each font it names: a
 * linked one blocks the first paint for a whole round trip on a phone, for a few hundred bytes. The
 * file stays in the build: lazy chunks list it among the styles to load before they run. (CSP
 * already allows inline styles, which Chakra's emotion injects anyway.)
 */
export function inlineEntryCss(): Plugin {
  return {
    name: "inline-entry-css",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== "asset" || typeof asset.source !== "string" || asset.source.length > MAX_INLINE_BYTES)
            return link;
          // Its fonts load with the page, not once the first layout finds text in them: a late font re-lays
          // out every line, a 120 ms task at Lighthouse's 4x CPU slowdown, after the first paint.
          const fontPreloads = [...asset.source.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map(
            ([, href]) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
          );
          return `${fontPreloads.join("")}<style>${asset.source}</style>`;
        });
      },
    },
  };
}
