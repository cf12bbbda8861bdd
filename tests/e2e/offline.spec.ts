import fs from "node:fs";
import path from "node:path";
import { SCREENSHOT_DIR } from "./paths";
import { expect, test } from "./support";

test.use({ serviceWorkers: "allow" });

test.describe("the site on a phone that goes offline", () => {
  test("reads the last pages offline, marked as possibly out of date", async ({ page, context }, testInfo) => {
    await page.goto("/news");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const article = page.getByRole("list", { name: "News articles" }).getByRole("link").first();
    const title = (await article.textContent())!.trim();
    const articleUrl = new URL((await article.getAttribute("href"))!, page.url()).href;
    // Read while online (a full load, as from a link shared in a chat): the worker keeps a copy.
    await page.goto(articleUrl);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator("[data-offline-notice]")).toHaveCount(0);

    await context.setOffline(true);
    try {
      await page.goto(articleUrl);
      await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toContainText(
        /This page was saved on .+ and may be out of date\./,
      );
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const dir = path.join(SCREENSHOT_DIR, testInfo.project.name);
      fs.mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, "offline-article.png"), fullPage: false });

      // A page never read cannot be shown offline: the browser's own offline page, not a stale other one.
      await expect(page.goto(new URL("/gallery", articleUrl).href)).rejects.toThrow(
        /net::ERR_(FAILED|INTERNET_DISCONNECTED)/,
      );
    } finally {
      await context.setOffline(false);
    }
  });

  test("keeps caches of this release only, and never the staff panel or a preview", async ({ page }) => {
    await page.goto("/");
    const version = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return /const VERSION = "([0-9a-f]+)"/.exec(await (await fetch("/sw.js")).text())?.[1];
    });
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    await page.goto("/events");
    await page.goto("/admin/login");
    await page.goto("/news?preview=abc");
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const pages = await caches.open(names.find((name) => name.startsWith("pages-"))!);
      return {
        names,
        pages: (await pages.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search),
      };
    });
    expect(kept.names.sort()).toEqual([`pages-${version}`, `shell-${version}`]);
    expect(kept.pages).toContain("/events");
    expect(kept.pages.filter((kept) => kept.startsWith("/admin") || kept.includes("preview"))).toEqual([]);
  });
});
