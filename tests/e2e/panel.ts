import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SCREENSHOT_DIR } from "./paths";
import { expect, signInThroughApi } from "./support";

/** The staff panel's ways in and around, shared by the panel's journeys. */

/** Opens the panel signed in (through the API: the first-sign-in journey covers the screens). */
export async function openPanel(page: Page): Promise<void> {
  await signInThroughApi(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens a screen from the admin sidebar (behind the Menu button on a phone, unless the menu is open). */
export async function openAdminScreen(page: Page, name: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Admin" });
  // A link's name may carry a count ('Messages 2 unread').
  const link = nav.getByRole("link", { name: new RegExp(`^${name}\\b`) });
  if (!(await link.isVisible())) await nav.getByRole("button", { name: "Menu" }).click();
  await link.click();
}

/** Serious and critical axe findings on the page as it is now, one line each, where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`).join("; ")}`,
    );
}

/** A full-page screenshot under screenshots/<project>/admin-<name>.png, for people to look at. */
export async function screenshot(page: Page, project: string, name: string): Promise<void> {
  const dir = path.join(SCREENSHOT_DIR, project);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `admin-${name}.png`), fullPage: true });
}
