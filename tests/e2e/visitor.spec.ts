import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import ICAL from "ical.js";
import { seriousViolations } from "./panel";
import { SCREENSHOT_DIR } from "./paths";
import { e2eState, expect, graphql, isPhone, seededPath, staffToken, test } from "./support";

/**
 * Turns the page (its `title` showing) into a printout and checks what every printout shares: no site
 * header, navigation, urgent banner, footer, button or back link; the title in black on white; the page's
 * address at its foot. Leaves a screenshot, screenshots/<project>/<name>-print.png, for people to look at.
 */
async function expectPrintout(page: Page, title: string, project: string, name: string): Promise<void> {
  const heading = page.getByRole("heading", { level: 1, name: title });
  await expect(heading).toBeVisible();
  await expect(page.getByRole("link", { name: /^Back to All / }).first()).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("complementary", { name: "Urgent announcement" })).toBeHidden();
  // Role queries skip what is not displayed: no button and no back link is left on paper.
  await expect(page.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Back to All / })).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(page.getByText(/^Printed from /)).toHaveText(`Printed from ${page.url()}`);
  // Black on white: the hero band's dark background is gone.
  await expect(heading).toHaveCSS("color", "rgb(0, 0, 0)");

  const dir = path.join(SCREENSHOT_DIR, project);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-print.png`), fullPage: true });
}

test.describe("a visitor", () => {
  test("sees the home page: slideshow dots, carousels of seeded items and View All links", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/^Home \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Empowering the Leaders of Tomorrow" })).toBeVisible();

    const dots = page.getByRole("list", { name: "Choose a slide" }).getByRole("button");
    await expect(dots).toHaveCount(7);
    await dots.nth(3).click();
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
    await expect(page.locator('[aria-label="Choose a slide"] button[aria-current="true"]')).toHaveCount(1);

    const carousels = [
      { region: "Latest News", item: "Under-11 netball team wins the district league", viewAll: "/news" },
      { region: "Upcoming Events", item: "Grade 7 Farewell Assembly", viewAll: "/events" },
      { region: "Announcements", item: "Fees for the new year", viewAll: "/announcements" },
    ];
    for (const carousel of carousels) {
      const region = page.getByRole("region", { name: carousel.region });
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("link", { name: carousel.item })).toBeVisible();
      await expect(region.getByRole("link", { name: `View All ${carousel.region}` })).toHaveAttribute(
        "href",
        carousel.viewAll,
      );
    }
    if (!isPhone(page)) {
      const news = page.getByRole("region", { name: "Latest News" });
      await news.getByRole("button", { name: /right$/ }).click();
    }
    await page
      .getByRole("region", { name: "Upcoming Events" })
      .getByRole("link", { name: "View All Upcoming Events" })
      .click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("downloads none of the staff panel's code while reading the public pages", async ({ page }) => {
    test.skip(isPhone(page), "which code a page loads does not depend on the screen's width");
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    for (const path of ["/", "/news", "/events", "/gallery", "/contact", "/academic-calendar"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) {
      for (const staffOnly of ["Logged in as", "News Management", "Set New Password"])
        expect(body).not.toContain(staffOnly);
    }

    // The panel's code does arrive once someone opens it.
    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect((await Promise.all(scripts)).some((body) => body.includes("Set New Password"))).toBe(true);
  });

  test("opens and closes the mobile menu", async ({ page }) => {
    test.skip(!isPhone(page), "the menu toggle is the phone's navigation");
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("list", { name: "Our School" }).getByRole("link", { name: "Gallery" })).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();

    // A link closes it and goes there.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Staff" }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("sees each page's title start below the header, with the urgent banner and once it is dismissed", async ({
    page,
  }) => {
    // From the header's foot to the title, and how far the published --header-height is off the header's own.
    const layout = () =>
      page.evaluate(() => {
        const header = document.querySelector("header")!.getBoundingClientRect();
        const title = document.querySelector("h1")!.getBoundingClientRect();
        const root = getComputedStyle(document.documentElement);
        const published = Number.parseFloat(root.getPropertyValue("--header-height"));
        return { gap: Math.round(title.top - header.bottom), off: Math.round(Math.abs(published - header.height)) };
      });
    const banner = page.getByRole("complementary", { name: "Urgent announcement" });
    for (const path of ["/", "/news"]) {
      await page.goto(path);
      await expect(banner).toBeVisible();
      await expect.poll(async () => (await layout()).off).toBe(0);
      expect((await layout()).gap).toBeGreaterThanOrEqual(0);
    }
    const withBanner = await layout();
    const oneLine = (await banner.boundingBox())!.height;
    // A title on two lines makes the header taller than the page's CSS expects: the page measures it.
    // (Written into the page, not posted: other journeys would see a new urgent announcement.)
    await banner
      .getByRole("link")
      .locator("span")
      .evaluate(
        (title) => (title.textContent = "Water is off in the whole suburb: school closes at 11:00 today. ".repeat(3)),
      );
    await expect.poll(async () => (await banner.boundingBox())!.height).toBeGreaterThan(oneLine + 4);
    await expect.poll(async () => (await layout()).off).toBe(0);
    expect((await layout()).gap).toBe(withBanner.gap);
    // Other journeys may have made more announcements urgent: the banner shows each in turn ("1 of 2").
    const counter = banner.getByText(/^1 of \d+$/);
    const urgentCount = (await counter.count()) > 0 ? Number((await counter.textContent())!.split(" of ")[1]) : 1;
    for (let shown = 1; shown <= urgentCount; shown++) {
      if (shown > 1) await expect(banner.getByText(`${shown} of ${urgentCount}`)).toBeVisible();
      await banner.getByRole("button", { name: "Dismiss urgent announcement" }).click();
    }
    await expect(banner).toBeHidden();
    // The hero follows the shorter header up: the same gap, no band left where the banner was.
    await expect.poll(async () => (await layout()).off).toBe(0);
    expect((await layout()).gap).toBe(withBanner.gap);
  });

  test("searches news, filters by category, reads an article and goes back", async ({ page }) => {
    await page.goto("/news");
    const list = page.getByRole("list", { name: "News articles" });
    await expect(list.getByRole("link", { name: "Under-11 netball team wins the district league" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search news" }).fill("olympiad");
    await expect(
      list.getByRole("link", { name: "Grade 7 learners shine at the provincial maths olympiad" }),
    ).toBeVisible();
    await expect(list.getByRole("link", { name: "Under-11 netball team wins the district league" })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search news" }).fill("");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Sport");
    await expect(page).toHaveURL(/category=Sport/);
    await expect(list.getByRole("link", { name: "Cross-country runners brave the early frost" })).toBeVisible();
    await expect(
      list.getByRole("link", { name: "Grade 7 learners shine at the provincial maths olympiad" }),
    ).toHaveCount(0);

    await list.getByRole("link", { name: "Swimming gala: a record-breaking afternoon" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Swimming gala: a record-breaking afternoon" }),
    ).toBeVisible();
    await expect(page.getByText("Congratulations to Protea House")).toBeVisible();
    await page.getByRole("link", { name: "Back to All News" }).first().click();
    await expect(page).toHaveURL(/\/news(\?|$)/);
    await expect(page.getByRole("list", { name: "News articles" }).getByRole("link").first()).toBeVisible();
  });

  test("finds an event in the calendar view, opens it and downloads its .ics file", async ({ page }) => {
    const title = "Inter-house Athletics Day";
    const { events } = await graphql<{ events: { nodes: { title: string; date: string; time: string }[] } }>(
      "{ events(first: 100) { nodes { title date time } } }",
    );
    const seeded = events.nodes.find((event) => event.title === title)!;
    expect(seeded.time).toBe("02:00 PM - 05:00 PM");
    const day = seeded.date.slice(0, 10);

    await page.goto("/events");
    await page.getByRole("button", { name: "Calendar", exact: true }).click();
    await expect(page.getByRole("button", { name: "Calendar", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("link", { name: new RegExp(`^Event Details.*${title}$`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Sports Field").first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));

    const downloadEvent = async () => {
      await page.getByRole("button", { name: "Add to Calendar", exact: true }).click();
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download .ics file" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("Inter-house_Athletics_Day.ics");
      const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(await download.path(), "utf8")));
      return calendar.getFirstSubcomponent("vevent")!;
    };
    const component = await downloadEvent();
    const vevent = new ICAL.Event(component);
    expect(vevent.summary).toBe(title);
    // The place parents drive to, and the page the entry came from.
    expect(vevent.location).toBe("Sports Field, Fife Ave, Berea 2198, Johannesburg");
    expect(component.getFirstPropertyValue("url")).toBe(page.url());
    // A second download updates the same calendar entry instead of adding a duplicate.
    expect((await downloadEvent()).getFirstPropertyValue("uid")).toBe(vevent.uid);
    // 14:00 to 17:00 in Johannesburg (UTC+2) on the event's day.
    expect(vevent.startDate.toJSDate().toISOString()).toBe(new Date(`${day}T14:00:00+02:00`).toISOString());
    expect(vevent.endDate.toJSDate().toISOString()).toBe(new Date(`${day}T17:00:00+02:00`).toISOString());
    // One confirmation per download.
    await expect(page.getByText("Calendar file downloaded")).toHaveCount(2);
  });

  test("subscribes to the term dates: the Apple link's feed holds only them, as iCalendar", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto("/events");
    await page.getByText("Subscribe to the calendar").click();
    await page.getByRole("combobox", { name: "Which calendar" }).selectOption({ label: "Term Dates" });
    const apple = await page.getByRole("link", { name: "Apple Calendar" }).getAttribute("href");
    expect(apple).toMatch(/^webcal:\/\/[^/]+\/calendar\/term-dates\.ics$/);
    expect(await seriousViolations(page), "axe with the subscription panel open").toEqual([]);
    const dir = path.join(SCREENSHOT_DIR, testInfo.project.name);
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, "events-subscribe.png"), fullPage: true });

    const feed = await request.get(apple!.replace(/^webcal:/, "http:"));
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const vevents = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent");
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue("summary"))).toEqual(
      expect.arrayContaining(["First Day of Term", "Last Day of Term"]),
    );
    expect(new Set(vevents.map((vevent) => vevent.getFirstPropertyValue("categories")))).toEqual(
      new Set(["Term Dates"]),
    );
  });

  test("searches the whole site from the header, forgiving a typo, and opens an article", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Search the site" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole("searchbox", { name: "Search the site" }).fill("netbal");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(page).toHaveURL(/\/search\?q=netbal$/);
    const article = results.getByRole("link", { name: "Under-11 netball team wins the district league" });
    await expect(article).toBeVisible();
    await page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Events" });
    await expect(page).toHaveURL(/\/search\?q=netbal&kind=EVENT$/);
    await expect(article).toBeHidden();
    await page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Everything" });
    await article.click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Under-11 netball team wins the district league" }),
    ).toBeVisible();
  });

  test("prints an event page: its title, date and address, without the site's chrome or buttons", async ({
    page,
  }, testInfo) => {
    const title = "Inter-house Athletics Day";
    await page.goto(await seededPath("events", title));
    await expect(page.getByRole("button", { name: "Add to Calendar", exact: true })).toBeVisible();

    await expectPrintout(page, title, testInfo.project.name, "event");
    await expect(page.getByText("Date", { exact: true })).toBeVisible();
    await expect(page.locator("article time")).toBeVisible();
    await expect(page.getByText("Sports Field").first()).toBeVisible();
  });

  test("prints an article and an announcement the same way: content and address, no chrome or buttons", async ({
    page,
  }, testInfo) => {
    const article = "Under-11 netball team wins the district league";
    await page.goto(await seededPath("news", article));
    await expect(page.getByRole("button", { name: "Share Article" })).toBeVisible();
    await expectPrintout(page, article, testInfo.project.name, "article");

    const announcement = "Fees for the new year";
    await page.emulateMedia({ media: "screen" });
    await page.goto(await seededPath("announcements", announcement));
    await expectPrintout(page, announcement, testInfo.project.name, "announcement");
    await expect(page.getByText("High Priority", { exact: true })).toBeVisible();
  });

  test("filters announcements by priority and sees the badge on the detail", async ({ page }) => {
    await page.goto("/announcements");
    await expect(page.getByRole("link", { name: "Lost property table" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sports photos postponed" })).toHaveCount(0); // inactive
    await page.getByRole("combobox", { name: "Priority" }).selectOption("low");
    await expect(page).toHaveURL(/priority=low/);
    await expect(page.getByRole("link", { name: "Library books due" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Lost property table" })).toHaveCount(0);

    await page.getByRole("combobox", { name: "Priority" }).selectOption("high");
    await expect(page.getByRole("link", { name: "Fees for the new year" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Library books due" })).toHaveCount(0);
    await page.getByRole("link", { name: "Fees for the new year" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Fees for the new year" })).toBeVisible();
    await expect(page.getByText("High Priority", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Back to All Announcements" }).first().click();
    await expect(page).toHaveURL(/\/announcements(\?|$)/);
  });

  test("downloads a real PDF from General Information", async ({ page }) => {
    await page.goto("/general-info");
    await expect(page.getByRole("heading", { level: 1, name: "General Information" })).toBeVisible();
    const documents = page.getByRole("list", { name: "Documents" });
    await expect(documents.getByRole("heading", { name: "Uniform List" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await documents.getByRole("link", { name: "Download School Fees 2027" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^School.Fees.2027\.pdf$/);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(500);
  });

  test("sees each gallery photo fill its box, and moves through the lightbox with the keyboard", async ({ page }) => {
    await page.goto("/gallery");
    const photos = page.getByRole("list", { name: "Photos" });
    const first = photos.getByRole("button", { name: "View larger: Swimming gala" });
    await expect(first).toBeVisible();
    // Each photo fills its box (cropped to it): no grey bands above, below or beside it.
    const edges = async (element: Locator) => {
      const box = (await element.boundingBox())!;
      return [box.x, box.y, box.x + box.width, box.y + box.height].map(Math.round);
    };
    for (const photo of await photos.getByRole("button", { name: /^View larger: / }).all())
      expect(await edges(photo.locator("img"))).toEqual(await edges(photo.locator(".chakra-aspect-ratio")));
    await first.focus();
    await page.keyboard.press("Enter");
    const lightbox = page.locator(".yarl__root, [role='dialog']").first();
    await expect(lightbox).toBeVisible();
    const current = page.locator(".yarl__slide_current img");
    // The lightbox shows each photo with the alt text staff wrote for it.
    const swimmingGala = "The school crest, in place of a photo of the swimming gala";
    await expect(current).toHaveAttribute("alt", swimmingGala);
    await page.keyboard.press("ArrowRight");
    await expect(current).not.toHaveAttribute("alt", swimmingGala);
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAttribute("alt", swimmingGala);
    await page.keyboard.press("Escape");
    await expect(page.locator(".yarl__root")).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test("sends the contact form, and staff find the message stored", async ({ page }, testInfo) => {
    const marker = `e2e-${testInfo.project.name}-${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel(/Full name/).fill("Thandi Mokoena");
    await page.getByLabel(/E-mail address/).fill("thandi@example.org");
    await page.getByLabel(/Subject/).selectOption("Admissions");
    await page.getByLabel(/Message/).fill(`Is there space in Grade 3 next year? ${marker}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    // The parent sees the confirmation without scrolling, and it stays until they choose to write again.
    await expect(page.getByText("Message sent!")).toBeInViewport();
    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(page.getByLabel(/Full name/)).toHaveValue("");

    const { contactMessages } = await graphql<{
      contactMessages: { nodes: { name: string; email: string; subject: string; message: string }[] };
    }>("{ contactMessages(first: 100) { nodes { name email subject message } } }", {}, await staffToken());
    expect(contactMessages.nodes.find((message) => message.message.includes(marker))).toEqual({
      name: "Thandi Mokoena",
      email: "thandi@example.org",
      subject: "Admissions",
      message: `Is there space in Grade 3 next year? ${marker}`,
    });
  });

  test("opens one admissions section at a time", async ({ page }) => {
    await page.goto("/admissions");
    await expect(page.getByRole("heading", { level: 1, name: "Admissions" })).toBeVisible();
    const placement = page.getByRole("button", { name: "Placement Criteria" });
    const foreign = page.getByRole("button", { name: "Foreign National Requirements" });
    await placement.scrollIntoViewIfNeeded();
    await expect(placement).toHaveAttribute("aria-expanded", "false");
    await placement.click();
    await expect(placement).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/feeder zone/i).first()).toBeVisible();
    await foreign.click();
    await expect(foreign).toHaveAttribute("aria-expanded", "true");
    await expect(placement).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(/asylum seeker permit/i).first()).toBeVisible();
    await foreign.click();
    await expect(foreign).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.locator('[aria-expanded="true"]').filter({ hasText: /Placement|Foreign|Verification|FAQ/ }),
    ).toHaveCount(0);
  });

  test("reads the page before the app starts: it starts once the pictures are in, or at her first key press", async ({
    browser,
  }) => {
    // A page of its own, whose goto does not wait for the app, and no service worker: it would fetch
    // the pictures itself, past the hold below.
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const appRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) appRequests.push(request.url());
    });
    const isHydrated = () => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
    const isLoaded = () => page.evaluate(() => document.readyState === "complete");
    // The demo's newest article has its picture on its first screen, whatever other journeys add
    // meanwhile (their articles have none, and could push every picture on /news below the fold).
    const article = "Under-11 netball team wins the district league";
    const articlePath = await seededPath("news", article);
    /** Opens the article with its picture held back, so it has not finished loading until `release`. */
    const openWithPicturesHeld = async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const isPicture = (url: URL) => url.pathname.startsWith("/files/");
      await page.route(isPicture, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${e2eState().baseUrl}${articlePath}`, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { level: 1, name: article })).toBeVisible();
      // The handler registered last runs first: a later hold takes over from this one.
      return release;
    };

    const releasePictures = await openWithPicturesHeld();
    await page.waitForTimeout(1000);
    expect(await isLoaded()).toBe(false);
    expect(appRequests).toEqual([]);
    expect(await isHydrated()).toBe(false);
    // She scrolls on while the pictures come in (a wheel does not start the app): the app's start leaves her there.
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 300);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await expect.poll(scrollY).toBeGreaterThan(0);
    const readingAt = await scrollY();
    releasePictures();
    await expect.poll(isHydrated).toBe(true);
    expect(appRequests).toHaveLength(1);
    expect(await scrollY()).toBe(readingAt);

    // Again, and this time she presses a key before the pictures are in: the app starts at once.
    const releaseAgain = await openWithPicturesHeld();
    await page.keyboard.press("Tab");
    await expect.poll(isHydrated).toBe(true);
    expect(await isLoaded()).toBe(false);
    releaseAgain();
    await context.close();
  });

  test("sees the not-found page at an unknown path", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
