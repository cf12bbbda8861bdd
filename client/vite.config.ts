import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chakraStylingOnce } from "./build/chakra-styling-once";
import { deferredEntry } from "./build/deferred-entry";
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

/** The staff panel: its own lazy chunk, never part of what public pages share. */
const isAdmin = (id: string) => /features[\\/]admin[\\/]/.test(id);

/**
 * What forms are built from: Zag's state machines and Ark UI (under Chakra's inputs, checkboxes and
 * selects), the Chakra controls built on them, Apollo's useMutation, and the site's own form pieces
 * shared by several pages. The home page has no form: sharing one chunk with the pages that do cost
 * it ~18 KB (gzip) of JavaScript it never ran (#15).
 */
const FORM_CODE = [
  /[\\/]node_modules[\\/](@zag-js|@ark-ui)[\\/]/,
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](checkbox|checkmark|field|fieldset|group|input|input-group|native-select|textarea)[\\/]/,
  /[\\/]@apollo[\\/]client[\\/]react[\\/]hooks[\\/]useMutation\./,
  /[\\/]src[\\/](features[\\/]alerts[\\/]|components[\\/](calendar-subscribe|ui[\\/](filter-bar|search-field|select-field))\.)/,
];
const isFormCode = (id: string) => FORM_CODE.some((pattern) => pattern.test(id));

/** `vite build --ssr`: the server's renderer of public pages (src/entry-server.tsx), one CommonJS file the server requires. */
const serverBuild = defineConfig({
  plugins: [graphqlDocuments({ generatedFile: "src/gql/graphql.ts" }), react(), chakraStylingOnce()],
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
    chakraStylingOnce(),
    inlineEntryCss(),
    deferredEntry(),
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
        // one chunk, the code public pages share is one more, and a page with a form takes one more
        // with the shared form code. (Separate vendor chunks would survive a release in the
        // browser's cache, but cost a second of round trips on every first visit; releases are
        // rare, first visits are not.)
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: -1 },
            // Taken before "forms", so what cards and forms both import (Chakra's slot recipes) stays here.
            {
              name: "pages",
              test: (id: string) => !isAdmin(id) && !isFormCode(id),
              minShareCount: 2,
              priority: -2,
            },
            { name: "forms", test: (id: string) => !isAdmin(id) && isFormCode(id), minShareCount: 2, priority: -3 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
