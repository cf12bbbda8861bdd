import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { deferredEntry } from "./build/deferred-entry";
import { firstScreenLayers } from "./build/first-screen-layers";
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
 * it ~18 KB (gzip) of JavaScript it never ran.
 */
const FORM_CODE = [
  /[\\/]node_modules[\\/](@zag-js|@ark-ui)[\\/]/,
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](checkbox|checkmark|field|fieldset|group|input|input-group|native-select|textarea)[\\/]/,
  /[\\/]@apollo[\\/]client[\\/]react[\\/]hooks[\\/]useMutation\./,
  /[\\/]src[\\/](features[\\/]alerts[\\/]|components[\\/](calendar-subscribe|ui[\\/](filter-bar|search-field|select-field))\.)/,
];
const isFormCode = (id: string) => FORM_CODE.some((pattern) => pattern.test(id));

/**
 * The first screen's code in layers, each evaluated in a task of its own (src/main.tsx): React's
 * renderer, Chakra and the theme, Apollo and its client, then the site's shell (src/start.tsx).
 */
const firstScreen = firstScreenLayers({
  entry: "src/main.tsx",
  shell: "src/start.tsx",
  layers: [
    { name: "react-dom", roots: (id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) },
    {
      name: "chakra",
      roots: (id) => /[\\/]node_modules[\\/](@chakra-ui|@emotion)[\\/]|[\\/]src[\\/]app[\\/]theme\.ts$/.test(id),
    },
    {
      name: "apollo",
      roots: (id) => /[\\/]node_modules[\\/]@apollo[\\/]|[\\/]src[\\/]lib[\\/]apollo-client\.ts$/.test(id),
    },
  ],
});

/** `vite build --ssr`: the server's renderer of public pages (src/entry-server.tsx), one CommonJS file the server requires. */
const serverBuild = defineConfig({
  plugins: [graphqlDocuments({ generatedFile: "src/gql/graphql.ts" }), react()],
  // Everything in one file: the server (and jest) load it with require(), with no module resolution of their own.
  ssr: { noExternal: true, target: "node" },
  // A production build, as the browser's is, whatever NODE_ENV the server runs with: otherwise `npm start`
  // (NODE_ENV=development) rendered every page with React's development build, a third slower.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
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
    firstScreen.plugin,
    inlineEntryCss(),
    deferredEntry({ preloads: firstScreen.chunksAfterEntry }),
    serviceWorker(),
    precompress(),
  ],
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, SERVER_ORIGIN])),
  },
  build: {
    // The server serves client/dist; keep the two in step.
    outDir: "dist",
    // The first screen's layers are 60–210 KB each and `npm run bench` holds their gzip total to the budget;
    // the staff panel's lazy chunk (~820 KB) is the one this warns about.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The shell is an entry too, so its static imports carry the `$initial` tag the layers' groups ask for.
      input: { index: "index.html", start: "src/start.tsx" },
      output: {
        // Parents' phones mostly talk HTTP/1.1 to a school's server, six requests at a time, so a
        // page made of many small chunks waits on round trips: what the first screen needs is its
        // layers' five chunks, asked for at once, the code public pages share is one more, and a page
        // with a form takes one more with the shared form code. (Vendor chunks by release would
        // survive a release in the browser's cache, but cost round trips on every first visit;
        // releases are rare, first visits are not.)
        codeSplitting: {
          // Priorities are unsigned (a negative one wraps around to a huge one): a higher one takes its modules first.
          groups: [
            ...firstScreen.names.map((layer, index) => ({
              name: layer === "entry" ? "app" : layer,
              test: (id: string) => firstScreen.layerOf(id) === layer,
              tags: ["$initial" as const],
              priority: 10 - index,
            })),
            // Taken before "forms", so what cards and forms both import (Chakra's slot recipes) stays here.
            {
              name: "pages",
              test: (id: string) => !isAdmin(id) && !isFormCode(id),
              minShareCount: 2,
              priority: 2,
            },
            { name: "forms", test: (id: string) => !isAdmin(id) && isFormCode(id), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
