import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { graphqlDocuments } from "./build/graphql-documents";
import { precompress } from "./build/precompress";

const SERVER_ORIGIN = "http://localhost:4000";
const SERVER_PATHS = ["/graphql", "/api", "/files", "/health", "/ready"];

export default defineConfig({
  plugins: [graphqlDocuments({ generatedFile: "src/gql/graphql.ts" }), react(), precompress()],
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, SERVER_ORIGIN])),
  },
  build: {
    // The server serves client/dist; keep the two in step.
    outDir: "dist",
    rolldownOptions: {
      output: {
        // Libraries change less often than our code, so parents' browsers keep them cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: "apollo",
              test: /node_modules[\\/](@apollo|@wry|@graphql-typed-document-node|graphql|graphql-tag|optimism|rxjs|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
