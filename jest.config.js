// Client tests put the browser's clock where its date and the school's differ; that needs a known zone.
process.env.TZ = "UTC";

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  // Jest's default leaves a core idle (one worker on a 2-core machine); the API's tests spend much of their time waiting on PostgreSQL.
  maxWorkers: "100%",
  projects: [
    {
      displayName: "api",
      testEnvironment: "node",
      rootDir: __dirname,
      testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
      transform: {
        "^.+/client/src/.+\\.ts$": "<rootDir>/tests/support/client-module-transform.js",
        "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tests/tsconfig.json" }],
        // sanitize-html's parser (htmlparser2 and its family) ships only as ES modules: made CommonJS here.
        "^.+\\.js$": ["ts-jest", { tsconfig: { allowJs: true, module: "commonjs", isolatedModules: true } }],
      },
      transformIgnorePatterns: [
        "/node_modules/(?!(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)",
      ],
      globalSetup: "<rootDir>/tests/support/global-setup.ts",
      globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
    },
    {
      displayName: "client",
      testEnvironment: "jsdom",
      rootDir: __dirname,
      testMatch: ["<rootDir>/client/src/**/*.test.{ts,tsx}"],
      // The lightbox ships only as ES modules, and Chakra's are the ones patches/ patches (as the builds use them):
      // ts-jest turns them into CommonJS like our own files.
      transform: { "^.+\\.[tj]sx?$": ["ts-jest", { tsconfig: "<rootDir>/client/tsconfig.jest.json" }] },
      transformIgnorePatterns: ["/node_modules/(?!(yet-another-react-lightbox|@chakra-ui/react)/)"],
      // Vite's import.meta.env cannot run under CommonJS: the one module that reads it is replaced.
      moduleNameMapper: {
        "^(\\.{1,2}/)+config/env$": "<rootDir>/client/src/test/env.ts",
        "\\.css$": "<rootDir>/client/src/test/style-stub.ts",
        // jsdom asks for browser builds; nanoid's (used by ics) is ESM-only, its CommonJS build is equivalent.
        "^nanoid$": "<rootDir>/node_modules/nanoid/index.cjs",
        // The package's exported "import" entry, which the browser and the server's rendering run (patched at
        // install), not its "require" entry, which jsdom's export conditions would pick.
        "^@chakra-ui/react$": "<rootDir>/node_modules/@chakra-ui/react/dist/esm/index.js",
        "^@chakra-ui/react/theme$": "<rootDir>/node_modules/@chakra-ui/react/dist/esm/theme/index.js",
      },
      setupFilesAfterEnv: ["<rootDir>/client/src/test/setup.ts"],
    },
  ],
};
