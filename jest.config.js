/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: "api",
      testEnvironment: "node",
      rootDir: __dirname,
      testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
      transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "<rootDir>/tests/tsconfig.json" }] },
      globalSetup: "<rootDir>/tests/support/global-setup.ts",
      globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
    },
  ],
};
