import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const DOCUMENT = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\s*\)/g;
const GENERATED = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;

/** The export name codegen's client preset gives a document: NewsList → NewsListDocument, NewsCard_news → NewsCard_NewsFragmentDoc. */
function exportName(kind: string, name: string): string {
  if (kind !== "fragment") return `${name}Document`;
  const pascal = name
    .split("_")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("_");
  return `${pascal}FragmentDoc`;
}

/**
 * Replaces each `graphql(\`…\`)` call with the document codegen already built, inlined, as the
 * client preset's Babel/SWC plugins do: otherwise the preset's lookup map (and the one generated
 * module holding every document) puts every query of the site into the first JavaScript every
 * visitor downloads, instead of into the lazy chunk of the page that runs it.
 */
export function graphqlDocuments(options: { generatedFile: string }): Plugin {
  let documents = new Map<string, string>();
  const load = () => {
    const source = fs.readFileSync(options.generatedFile, "utf8");
    documents = new Map([...source.matchAll(GENERATED)].map((match) => [match[1], match[2]]));
  };
  return {
    name: "graphql-documents",
    enforce: "pre",
    buildStart: load,
    handleHotUpdate(context) {
      if (path.resolve(context.file) === path.resolve(options.generatedFile)) load();
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes("/src/gql/") || !code.includes("graphql(")) return null;
      let replaced = 0;
      const transformed = code.replace(DOCUMENT, (match, kind: string, name: string) => {
        const document = documents.get(exportName(kind, name));
        if (!document) return match;
        replaced += 1;
        return `(${document})`;
      });
      if (replaced === 0) return null;
      // The preset's `graphql` function is no longer called; its import would keep the map alive.
      return { code: transformed.replace(/^import \{ graphql \} from "[^"]*\/gql";\n/m, ""), map: null };
    },
  };
}
