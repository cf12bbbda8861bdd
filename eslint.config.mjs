import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Where a feature's pages are (its paths.ts): what any code may import of it, to link to them. */
const featurePaths = foldersIn("client/src/features")
  .map((feature) => `./${feature}/paths.ts`)
  .filter((file) => fs.existsSync(path.join(root, "client/src/features", file)));

/** A feature may use shared code but never another feature, save to link to its pages: shared code moves down instead. */
const featureZones = foldersIn("client/src/features").map((feature) => ({
  target: `./client/src/features/${feature}`,
  from: "./client/src/features",
  except: [`./${feature}`, ...featurePaths.filter((file) => !file.startsWith(`./${feature}/`))],
  message: "Features do not import each other; move what they share to components/, lib/ or api/.",
}));

/** A server area may use another area's public API (its index.ts), never its internals. */
const areaZones = foldersIn("server/src/modules").map((area) => ({
  target: `./server/src/modules/${area}`,
  from: "./server/src/modules",
  except: [`./${area}`, ...foldersIn("server/src/modules").map((other) => `./${other}/index.ts`)],
  message: "Import another area through its index.ts, not its internals.",
}));

/** Which code may import which: imports flow from app/ down to features/ and on to shared code. */
const restrictedZones = [
  {
    target: ["./client/src/components", "./client/src/lib", "./client/src/api", "./client/src/config"],
    from: "./client/src/features",
    except: featurePaths,
    message: "Shared client code never depends on features, save to link to their pages (a feature's paths.ts).",
  },
  {
    target: ["./client/src/components", "./client/src/lib", "./client/src/api", "./client/src/config"],
    from: "./client/src/app",
    message: "Shared client code never depends on the app shell.",
  },
  ...featureZones,
  {
    target: "./server/src/kernel",
    from: "./server/src",
    except: ["./kernel"],
    message: "The kernel is what every area shares: it imports no area and nothing that wires them.",
  },
  {
    target: "./server/src/modules",
    from: ["./server/src/app", "./server/src/graphql", "./server/src/http", "./server/src/db"],
    message:
      "Areas raise the kernel's errors and declare themselves in a manifest; app/ wires them to GraphQL and HTTP.",
  },
  ...areaZones,
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "client/dist-server/",
      "client/src/gql/",
      "client/src/lib/content-types.generated.ts",
      ".data/",
      "coverage/",
      "test-results/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with the compiler options it is built with; client tests with the test config.
        project: [
          "server/tsconfig.json",
          "client/tsconfig.json",
          "client/tsconfig.test.json",
          "client/service-worker/tsconfig.json",
          "tests/tsconfig.json",
          "tests/e2e/tsconfig.json",
          "bench/tsconfig.json",
        ],
        tsconfigRootDir: root,
      },
    },
    plugins: { "import-x": importX },
    settings: {
      // How import-x reads the files an import leads to (their parser), so cycles through TypeScript files are seen.
      ...importX.flatConfigs.typescript.settings,
      // No path aliases anywhere: relative imports and node_modules, as TypeScript resolves them.
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Runtime cycles at the import that closes them; `npm run lint:cycles` also catches type-only cycles.
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/no-restricted-paths": ["error", { zones: restrictedZones }],
    },
  },
  {
    files: ["tests/**/*.ts", "client/src/**/*.test.{ts,tsx}"],
    rules: {
      // Tests read JSON answers as the server sent them and check their shape with expect(): typing each one would restate the schema.
      "@typescript-eslint/no-unsafe-member-access": "off", // see above
      "@typescript-eslint/no-unsafe-assignment": "off", // see above
      "@typescript-eslint/no-unsafe-argument": "off", // see above
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // Root tool configs belong to no TypeScript project; they are linted without type information.
    files: ["codegen.ts"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { project: false, program: null } },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: globals.node },
  },
);
