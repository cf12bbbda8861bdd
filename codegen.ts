import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "./schema.graphql",
  // Tests write documents against made-up schemas of their own; only the app's documents make types.
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**", "!client/src/**/*.test.{ts,tsx}"],
  generates: {
    "client/src/gql/": {
      preset: "client",
      // Components read plain query data; we do not mix codegen's fragment masking with Apollo's.
      presetConfig: { fragmentMasking: false },
      // Type-only imports and string-literal enums keep the output valid under verbatimModuleSyntax;
      // DateTimeISO arrives as an ISO string over JSON.
      config: { useTypeImports: true, enumType: "string-literal", scalars: { DateTimeISO: "string" } },
    },
  },
};

export default config;
