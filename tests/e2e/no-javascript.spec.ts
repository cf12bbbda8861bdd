import { expect, test } from "./support";

/** A crawler as WhatsApp and Facebook send them: no JavaScript, its own user agent. */
const CRAWLER = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a parent finds an article through the news filter, reads it, and downloads a document", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "what the server sends does not depend on the width");
    await page.goto("/news");
    // The filter is a plain form over the page's query string.
    await page.getByRole("combobox", { name: "Category" }).selectOption("Sport");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/news\?(q=&)?category=Sport/);
    await page
      .getByRole("link", { name: /Under-11 netball team wins the district league/ })
      .first()
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Under-11 netball team wins the district league" }),
    ).toBeVisible();
    await expect(page.getByRole("article").getByRole("img").first()).toBeVisible();

    await page.goto("/general-info");
    const download = page.waitForEvent("download");
    await page
      .getByRole("link", { name: /Download/ })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  });
});

test.describe("navigation without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's menu (a phone) and its Our School group (a desktop) open and lead to their pages", async ({
    page,
  }) => {
    await page.goto("/news");
    // The page's title starts below the header, urgent banner included, with no script to measure it.
    const headerBox = await page.locator("header").boundingBox();
    const titleBox = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(titleBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    const header = page.getByRole("navigation", { name: "Main" });
    // The buttons that need JavaScript give way to disclosures the browser opens by itself.
    await expect(header.getByRole("button", { name: /Open menu|Our School/ })).toHaveCount(0);
    if ((page.viewportSize()?.width ?? 1280) < 768) {
      await header.locator("summary", { hasText: "Menu" }).click();
      await header.getByRole("link", { name: "History" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /History/ })).toBeVisible();
    } else {
      await header.locator("summary", { hasText: "Our School" }).click();
      await header.getByRole("link", { name: "Staff" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Our Staff" })).toBeVisible();
    }
  });
});

test.describe("a link preview", () => {
  test.use({ javaScriptEnabled: false, userAgent: CRAWLER });

  test("reads an article's Open Graph tags, whose picture is an image", async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "crawlers have no screen width");
    await page.goto("/news");
    const link = page.getByRole("link", { name: /Under-11 netball team wins the district league/ }).first();
    const response = await page.goto((await link.getAttribute("href")) ?? "");
    expect(response?.status()).toBe(200);
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
    expect(await meta("og:title")).toBe("Under-11 netball team wins the district league");
    expect(await meta("og:type")).toBe("article");
    expect(await meta("og:url")).toBe(page.url());
    expect(await meta("og:site_name")).toBe("Berea Girls' Preparatory School");
    expect(await meta("og:locale")).toBe("en_ZA");
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
    const image = await meta("og:image");
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    const picture = await request.get(image ?? "");
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\/(jpeg|png)$/);
    expect((await picture.body()).length).toBeGreaterThan(1000);
  });
});
