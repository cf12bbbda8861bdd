import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chakraRecipeOnce } from "./build/chakra-recipe-once";
import { graphqlDocuments } from "./build/graphql-documents";
import { inlineEntryCss } from "./build/inline-entry-css";
import { precompress } from "./build/precompress";
import { serviceWorker } from "./build/service-worker";

/** `npm run dev`: the API server (on the same PORT it reads) that the dev server passes these paths to. */
const SERVER_ORIGIN = `http://localhost:${process.env.PORT ?? "4000"}`;
const SERVER_PATHS = [
  "/graphql",
  "/api",
  "/files",
  "/health",
  "/ready",
  "/news/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.webmanifest",
  "/calendar.ics",
  "/calendar",
];

/** `vite build --ssr`: the server's renderer of public pages (src/entry-server.tsx), one CommonJS file the server requires. */
const serverBuild = defineConfig({
  plugins: [graphqlDocuments({ generatedFile: "src/gql/graphql.ts" }), react(), chakraRecipeOnce()],
  // Everything in one file: the server (and jest) load it with require(), with no module resolution of their own.
  ssr: { noExternal: true, target: "node" },
  // The browser build copies client/public; the server needs none of it.
  publicDir: false,
  build: {
    outDir: "dist-server",
    emptyOutDir: true,
    rolldownOptions: {
      output: { format: "cjs", entryFileNames: "entry-server.cjs", codeSplitting: false },
    },
  },
});

const browserBuild = defineConfig({
  plugins: [
    graphqlDocuments({ generatedFile: "src/gql/graphql.ts" }),
    react(),
    chakraRecipeOnce(),
    inlineEntryCss(),
    serviceWorker(),
    precompress(),
  ],
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, SERVER_ORIGIN])),
  },
  build: {
    // The server serves client/dist; keep the two in step.
    outDir: "dist",
    // The first-screen chunk is one file on purpose (see below); `npm run bench` holds its gzip size to the budget.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Parents' phones mostly talk HTTP/1.1 to a school's server, six requests at a time, so a
        // page made of many small chunks waits on round trips: everything the first screen needs is
        // one chunk, and the code public pages share is one more. (Separate vendor chunks would
        // survive a release in the browser's cache, but cost a second of round trips on every
        // first visit; releases are rare, first visits are not.)
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: -1 },
            {
              name: "pages",
              test: (id: string) => !/features[\\/]admin[\\/]/.test(id),
              minShareCount: 2,
              priority: -2,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
