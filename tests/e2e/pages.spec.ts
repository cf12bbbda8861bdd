import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SCREENSHOT_DIR } from "./paths";
import { expect, hydrateEveryPart, seededPath, test } from "./support";

interface PublicPage {
  name: string;
  /** The path, or how to find it (detail pages use the first seeded item). */
  path: string | (() => Promise<string>);
  /** What shows once the page has its content. */
  ready: (page: Page) => ReturnType<Page["getByRole"]>;
  /** The HTTP status the server answers the page with (200 unless said). */
  status?: number;
  /** The staff panel's pages are drawn by the browser alone; every public page arrives rendered. */
  clientOnly?: boolean;
}

/**
 * Collects what a visitor's console would show as errors: console.error calls, uncaught exceptions, and
 * what Chromium itself logs as errors, such as CSP violations and failed requests.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  return errors;
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).first();

const PAGES: PublicPage[] = [
  {
    name: "home",
    path: "/",
    ready: (page) => page.getByRole("region", { name: "Latest News" }).getByRole("link").nth(1),
  },
  // Editable pages show their hero at once and their content once loaded: wait for the content.
  { name: "about", path: "/about", ready: (page) => page.getByRole("heading", { name: "A school of its own" }) },
  { name: "history", path: "/history", ready: (page) => page.getByRole("heading", { name: "Founding Principal" }) },
  {
    name: "mission-values",
    path: "/mission-values",
    ready: (page) => page.getByRole("heading", { name: "Empowerment" }),
  },
  {
    name: "general-info",
    path: "/general-info",
    ready: (page) => page.getByRole("link", { name: "Download Uniform List" }),
  },
  { name: "staff", path: "/staff", ready: (page) => page.getByRole("heading", { name: "Kitchen Staff" }) },
  {
    name: "gallery",
    path: "/gallery",
    ready: (page) => page.getByRole("button", { name: "View larger: Swimming gala" }),
  },
  { name: "contact", path: "/contact", ready: (page) => page.getByRole("button", { name: "Send Message" }) },
  {
    name: "news",
    path: "/news",
    ready: (page) => page.getByRole("list", { name: "News articles" }).getByRole("link").first(),
  },
  {
    name: "news-article",
    path: () => seededPath("news", "Under-11 netball team wins the district league"),
    ready: (page) => page.getByRole("link", { name: "Back to All News" }).first(),
  },
  {
    name: "events",
    path: "/events",
    ready: (page) => page.getByRole("link", { name: "Grade 7 Farewell Assembly" }).first(),
  },
  {
    name: "event",
    path: () => seededPath("events", "Grade 7 Farewell Assembly"),
    ready: (page) => page.getByRole("button", { name: "Add to Calendar", exact: true }),
  },
  {
    name: "announcements",
    path: "/announcements",
    ready: (page) => page.getByRole("link", { name: "Lost property table" }),
  },
  {
    name: "announcement",
    path: () => seededPath("announcements", "Fees for the new year"),
    ready: (page) => page.getByText(/^(High|Medium|Low) Priority$/),
  },
  {
    name: "admissions",
    path: "/admissions",
    ready: (page) => page.getByRole("button", { name: "Document Verification" }),
  },
  { name: "academic-calendar", path: "/academic-calendar", ready: h1 },
  { name: "alerts", path: "/alerts", ready: (page) => page.getByRole("button", { name: "Subscribe" }) },
  {
    name: "search",
    path: "/search?q=netball",
    ready: (page) => page.getByRole("list", { name: "Search results" }).getByRole("link").first(),
  },
  {
    name: "maintenance",
    path: "/maintenance",
    ready: (page) => page.getByRole("heading", { name: "Website Under Maintenance" }),
  },
  {
    name: "not-found",
    path: "/no-such-page",
    ready: (page) => page.getByRole("heading", { name: "Oops! Page not found" }),
    status: 404,
  },
  {
    name: "admin-login",
    path: "/admin/login",
    ready: (page) => page.getByRole("button", { name: "Sign in" }),
    clientOnly: true,
  },
];

test.describe("every public page and the login page", () => {
  test.use({ reducedMotion: "reduce" });

  // A clean console also means the browser hydrated the server's HTML without a mismatch (React reports each as an error).
  for (const entry of PAGES) {
    test(`${entry.name}: rendered by the server, a clean console, no serious or critical axe violations, and a screenshot`, async ({
      page,
    }, testInfo) => {
      const errors = consoleErrors(page);
      const started = Date.now();
      const target = typeof entry.path === "string" ? entry.path : await entry.path();
      const response = await page.goto(target);
      expect(response?.status()).toBe(entry.status ?? 200);
      const html = (await response?.text()) ?? "";
      if (entry.clientOnly) expect(html).toContain('<div id="root"></div>');
      else expect(html, "the server rendered the page and sent its data along").toContain('id="page-state"');
      await expect(entry.ready(page)).toBeVisible();
      if (!entry.clientOnly) await hydrateEveryPart(page);
      // Pictures in view finished loading (the screenshot is for people to look at).
      await page
        .waitForFunction(
          () => Array.from(document.images).every((image) => image.complete || image.loading === "lazy"),
          undefined,
          { timeout: 5_000 },
        )
        .catch(() => undefined);

      const dir = path.join(SCREENSHOT_DIR, testInfo.project.name);
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `${entry.name}.png`), fullPage: true });

      const shot = Date.now();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      testInfo.annotations.push({
        type: "timing",
        description: `load and screenshot ${shot - started} ms, axe ${Date.now() - shot} ms`,
      });
      const blocking = results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      const minor = results.violations.filter((violation) => !blocking.includes(violation));
      if (minor.length > 0)
        testInfo.annotations.push({
          type: "axe (minor/moderate)",
          description: minor.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(", "),
        });
      const report = blocking.map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help}\n` +
          violation.nodes
            .map((node) => `    ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`)
            .join("\n"),
      );
      expect(report, `axe found serious or critical violations on ${target}`).toEqual([]);
      // Chromium logs a page answered 404 as a failed load of the page itself: that one is meant.
      const pageMissing = `Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`;
      const unexpected = errors.filter((error) => !(entry.status === 404 && error === pageMissing));
      expect(unexpected, `the console showed errors on ${target}`).toEqual([]);
    });
  }
});

test.describe("admissions with motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the confetti after the required documents leaves the console clean", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto("/admissions");
    await page.getByRole("listitem").filter({ hasText: "Clinic/vaccination card" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("status").filter({ hasText: "That's everything you need!" })).toBeVisible();
    // The confetti has been drawn on its canvas.
    await expect(page.locator("body > canvas")).toBeAttached();
    expect(errors, "the console showed errors on /admissions").toEqual([]);
  });
});
