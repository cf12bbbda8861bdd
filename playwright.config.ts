import { defineConfig, devices } from "@playwright/test";

// Browsers come from Debian (/usr/bin/chromium, installed by tests/e2e/global-setup.ts); never downloaded.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= "1";

const CI = Boolean(process.env.CI);

/**
 * Browser tests of the production build (see tests/e2e/global-setup.ts), run by `npm test`.
 * Failures leave a screenshot and a trace under test-results/ (`npx playwright show-trace <zip>`).
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  // A browser journey on a busy 2-core machine may lose a race with the machine, not with the site: once more,
  // and the report names it flaky.
  retries: 1,
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    timezoneId: "Africa/Johannesburg",
    locale: "en-ZA",
    // The site's service worker answers navigations in its own way; offline.spec.ts allows and tests it,
    // the other journeys see the network's answers, as a first visit does.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices["Pixel 7"].userAgent,
      },
    },
  ],
});
