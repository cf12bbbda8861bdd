import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { transformWithOxc } from "vite";

const SOURCE = path.resolve(import.meta.dirname, "../service-worker/service-worker.ts");

/**
 * Builds the service worker (client/service-worker/service-worker.ts) into /sw.js: its types stripped,
 * the release's version (a hash of every file the build wrote) and the app shell (the scripts index.html
 * loads, the entry, the chunks it imports, and their styles) written in. A new release is a new worker with
 * new caches. After deferred-entry, which writes index.html's script.
 */
export function serviceWorker(): Plugin {
  return {
    name: "service-worker",
    apply: "build",
    enforce: "post",
    async generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const hash = createHash("sha256");
      for (const file of files.sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        hash.update(file.fileName).update(file.type === "chunk" ? file.code : file.source);
      }
      const html = bundle["index.html"];
      const pageScripts =
        html?.type === "asset"
          ? [...String(html.source).matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map((match) => match[1])
          : [];
      // Once each: the entries share chunks, and the Cache API refuses a list that names one twice.
      const shell = [
        ...new Set(
          files
            .filter((file) => file.type === "chunk" && file.isEntry)
            .flatMap((file) =>
              file.type === "chunk" ? [file.fileName, ...file.imports, ...(file.viteMetadata?.importedCss ?? [])] : [],
            )
            .concat(pageScripts),
        ),
      ].map((fileName) => `/${fileName}`);
      const { code } = await transformWithOxc(fs.readFileSync(SOURCE, "utf8"), SOURCE, { lang: "ts" });
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: code
          .replace("__SW_VERSION__", hash.digest("hex").slice(0, 16))
          .replace("__SW_SHELL__", JSON.stringify(shell).replace(/"/g, '\\"')),
      });
    },
  };
}
