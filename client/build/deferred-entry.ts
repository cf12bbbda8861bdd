import fs from "node:fs";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { transformWithOxc } from "vite";

const SOURCE = path.resolve(import.meta.dirname, "../src/start-app.ts");
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\n?/g;

/**
 * Replaces the app's entry script in index.html with a tiny one (src/start-app.ts) that imports the
 * entry once a server-rendered page has drawn its pictures and font, or at the first touch or key.
 * Lighthouse mobile, `/`, `/news`, `/events` and an article: the 170 KB entry no longer counts towards
 * the largest paint (2.1–2.4 -> 1.3–1.5 s). Nor do its imports: the start script asks for them, and for
 * the chunks the entry imports later (`preloads`), all together as it starts, not one after another.
 */
export function deferredEntry(options: { preloads: (bundle: Rolldown.OutputBundle) => string[] }): Plugin {
  return {
    name: "deferred-entry",
    apply: "build",
    enforce: "post",
    async generateBundle(_outputOptions, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string")
        throw new Error("deferred-entry: the build has no index.html");
      const entry = ENTRY_SCRIPT.exec(html.source);
      if (!entry)
        throw new Error(`deferred-entry: index.html has no ${ENTRY_SCRIPT.source} (did Vite change its tag?)`);
      const entryImports = [...html.source.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
      const preloads = [...entryImports, ...options.preloads(bundle)].map((file) => `/${file}`);
      const { code } = await transformWithOxc(fs.readFileSync(SOURCE, "utf8"), SOURCE, { lang: "ts" });
      const reference = this.emitFile({
        type: "asset",
        name: "start-app.js",
        source: code
          .replace('"__APP_ENTRY__"', JSON.stringify(`/${entry[1]}`))
          .replace('"__APP_PRELOADS__"', JSON.stringify(preloads)),
      });
      html.source = html.source
        .replace(MODULE_PRELOAD, "")
        .replace(entry[0], `<script type="module" src="/${this.getFileName(reference)}"></script>`);
    },
  };
}
