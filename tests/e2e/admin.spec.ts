import fs from "node:fs";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { jpegImage, pdfDocument } from "./files";
import { openAdminScreen, openPanel, screenshot, seriousViolations, signIn } from "./panel";
import {
  NEW_PASSWORD,
  createStaffWithCli,
  expect,
  graphql,
  isPhone,
  signInThroughApi,
  staffToken,
  test,
} from "./support";

const unique = () => randomBytes(3).toString("hex");

/** A new staff member (admin CLI) signs in with the temporary password and sets her own: the first sign-in. */
async function firstSignIn(page: Page): Promise<{ username: string; email: string }> {
  const staff = await createStaffWithCli("staff");
  await page.goto("/admin/login");
  await signIn(page, staff.username, staff.temporaryPassword);

  await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
  await expect(page.getByText("This is a one-time step required for your account.")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return staff;
}

/** The staff panel's screens, each with the dialog it opens (if any) open too. */
const ADMIN_SCREENS = [
  { name: "dashboard", path: "/admin", ready: "Admin Dashboard" },
  { name: "news", path: "/admin/news", ready: "News Management", dialog: "Add News" },
  { name: "events", path: "/admin/events", ready: "Event Management", dialog: "Add Event" },
  {
    name: "announcements",
    path: "/admin/announcements",
    ready: "Announcements Management",
    dialog: "Add Announcement",
  },
  { name: "gallery", path: "/admin/gallery", ready: "Gallery Management" },
  { name: "documents", path: "/admin/documents", ready: "Document Management" },
  { name: "messages", path: "/admin/messages", ready: "Messages" },
  { name: "alerts", path: "/admin/alerts", ready: "E-mail alerts" },
  { name: "content", path: "/admin/content", ready: "Site content" },
  { name: "activity", path: "/admin/activity", ready: "Activity log" },
  { name: "staff", path: "/admin/staff", ready: "Staff accounts", dialog: "Invite a colleague" },
  { name: "trash", path: "/admin/trash", ready: "Trash" },
];

/** `items` in groups of `size`, in order. */
const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));

/**
 * The editors that, between them, use every kind of field (text, long text, pictures, lists of
 * entries, dates, documents); the others are built of the same parts.
 */
const CONTENT_EDITORS = ["school", "staff", "admissions", "general-info"];

test.describe("staff", () => {
  test("sign in for the first time, land on the dashboard, log out, and the guard sends them to the login page", async ({
    page,
  }) => {
    const staff = await firstSignIn(page);
    await expect(page.getByRole("heading", { name: /Dashboard/ }).first()).toBeVisible();
    await expect(page.getByText(`Logged in as: ${staff.email}`)).toBeVisible();
    await expect(page.getByRole("link", { name: /News Management/ })).toBeVisible();

    await page.reload();
    await expect(page.getByText(`Logged in as: ${staff.email}`)).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Admin" });
    const menu = nav.getByRole("button", { name: "Menu" });
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

    // The guard keeps the way in: signing in again returns to the page first asked for.
    await page.goto("/admin/documents");
    await expect(page).toHaveURL(/\/admin\/login/);
    await signIn(page, staff.username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/documents$/);
    await expect(page.getByRole("heading", { name: "Document Management" })).toBeVisible();
  });

  test("the panel's phone menu, open: no serious or critical axe violations (its close button stays readable)", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the menu button shows only on a phone");
    await openPanel(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    const menu = nav.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe("the panel's accessibility, signed in", () => {
    // Every screen is loaded, scanned and photographed: more than one journey's worth of time.
    test.slow();
    // The panel is the same at every width but for its menu (scanned open on a phone, above): scanned on the desktop.
    test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, "scanned on the desktop");
    const settle = async (page: Page, heading: string) => {
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
    };

    // A few screens per test, so each stays well inside its time and the two workers share them.
    for (const screens of chunks(ADMIN_SCREENS, 3)) {
      test(`${screens.map((screen) => screen.name).join(", ")}, and their dialogs: no serious or critical axe violations`, async ({
        page,
      }, testInfo) => {
        await openPanel(page);
        const found: Record<string, string[]> = {};
        for (const screen of screens) {
          await page.goto(screen.path);
          await settle(page, screen.ready);
          await screenshot(page, testInfo.project.name, screen.name);
          found[screen.name] = await seriousViolations(page);
          if (screen.dialog) {
            await page.getByRole("button", { name: screen.dialog }).click();
            await expect(page.getByRole("dialog")).toBeVisible();
            await screenshot(page, testInfo.project.name, `${screen.name}-dialog`);
            found[`${screen.name} with its dialog open`] = await seriousViolations(page);
            await page.keyboard.press("Escape");
            await expect(page.getByRole("dialog")).toHaveCount(0);
          }
        }
        expect(Object.entries(found).filter(([, violations]) => violations.length > 0)).toEqual([]);
      });
    }

    // The editors are long forms, the same at every width: scanned once, on the desktop.
    for (const slugs of chunks(CONTENT_EDITORS, 2)) {
      test(`the ${slugs.join(" and ")} editors: no serious or critical axe violations`, async ({ page }) => {
        await openPanel(page);
        const found: Record<string, string[]> = {};
        for (const slug of slugs) {
          await page.goto(`/admin/content/${slug}`);
          await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
          await expect(page.getByText(/^Loading/)).toHaveCount(0);
          found[slug] = await seriousViolations(page);
        }
        expect(Object.entries(found).filter(([, violations]) => violations.length > 0)).toEqual([]);
      });
    }
  });
});

// At both widths: the publishing choice must have room on a phone too.
test.describe("a news article's dialog", () => {
  test("a half-written article stays unsaved after 'Keep editing', and a new one starts as a visible draft", async ({
    page,
  }, testInfo) => {
    // An axe scan of the open dialog beside other workers' journeys.
    test.slow();
    const title = `E2E half-written ${unique()}`;
    await openPanel(page);
    await openAdminScreen(page, "News");
    await page.getByRole("button", { name: "Add News" }).click();
    const form = page.getByRole("dialog", { name: "Create News Article" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Excerpt").fill("Not ready yet.");
    await form.getByLabel("Content").fill("Half of the story.");
    await form.getByLabel("Category").fill("Sport");

    // The publishing state is a labelled choice, a draft until staff pick "Publish now"; the button says so.
    const publishing = form.getByRole("group", { name: "Publishing" });
    await expect(publishing.getByRole("radio", { name: "Draft" })).toBeChecked();
    await expect(form.getByRole("button", { name: "Save draft" })).toBeVisible();
    for (const name of ["Draft", "Publish now", "Schedule for later"]) {
      const box = await publishing.getByText(name, { exact: true }).boundingBox();
      expect(box?.width, `the "${name}" choice has room`).toBeGreaterThan(30);
    }
    await publishing.getByRole("radio", { name: "Publish now" }).scrollIntoViewIfNeeded();
    await screenshot(page, testInfo.project.name, "news-publishing");
    expect(await seriousViolations(page), "axe with the publishing choice").toEqual([]);
    await publishing.getByText("Publish now").click();
    await expect(form.getByRole("button", { name: "Publish", exact: true })).toBeVisible();

    // Esc, then "Keep editing" by click and by Enter: the form stays, nothing is saved.
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Keep editing" }).click();
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Keep editing" }).focus();
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.getByRole("button", { name: "Discard changes" }).click();
    await expect(form).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { name: "News Management" })).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("an empty submit marks each required field with a readable error", async ({ page }, testInfo) => {
    test.slow();
    await openPanel(page);
    await openAdminScreen(page, "News");
    await page.getByRole("button", { name: "Add News" }).click();
    const form = page.getByRole("dialog", { name: "Create News Article" });
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await screenshot(page, testInfo.project.name, "news-errors");
    // Error text in Chakra's red.500 was 3.8:1 on white: axe's contrast rule finds it.
    expect(await seriousViolations(page), "axe with the form's errors").toEqual([]);
  });
});

test.describe("an announcement's dialog", () => {
  test("'Active', the publishing choice and 'Take down at' each have their own room", async ({ page }) => {
    await openPanel(page);
    await openAdminScreen(page, "Announcements");
    await page.getByRole("button", { name: "Add Announcement" }).click();
    const form = page.getByRole("dialog", { name: "Create New Announcement" });
    const publishing = form.getByRole("group", { name: "Publishing" });
    const parts = [
      form.getByText("Active", { exact: true }),
      publishing.getByText("Publishing", { exact: true }),
      publishing.getByText("Schedule for later", { exact: true }),
      form.getByLabel(/^Publish at/),
      form.getByLabel(/^Take down at/),
    ];
    await parts[2].click();
    const boxes = [];
    for (const part of parts) {
      await part.scrollIntoViewIfNeeded();
      // Measured within the dialog's scrolling content, so scrolling between them does not move them.
      boxes.push(
        await part.evaluate((element) => {
          let scroller = element.parentElement;
          while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)) {
            scroller = scroller.parentElement;
          }
          const box = element.getBoundingClientRect();
          const top = box.top - (scroller?.getBoundingClientRect().top ?? 0) + (scroller?.scrollTop ?? 0);
          return { top, bottom: top + box.height, height: box.height };
        }),
      );
    }
    for (const [index, box] of boxes.entries()) {
      expect(box.height, `part ${index} is drawn`).toBeGreaterThan(10);
      if (index > 0)
        expect(box.top, `part ${index} starts below the one before`).toBeGreaterThanOrEqual(boxes[index - 1].bottom);
    }
  });
});

// At both widths: on a phone the sidebar's links are behind the Menu button.
test.describe("a page editor's unsaved changes", () => {
  test("a sidebar link or Back asks first; Keep editing keeps the text, Discard changes leaves", async ({ page }) => {
    const subtitle = `Unsaved subtitle ${unique()}`;
    await openPanel(page);
    await openAdminScreen(page, "Site content");
    await page.getByRole("link", { name: "Edit History" }).click();
    await page.getByLabel("Subtitle").fill(subtitle);
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();

    await openAdminScreen(page, "News");
    const prompt = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(prompt).toBeVisible();
    expect(await seriousViolations(page), "axe with the unsaved-changes prompt open").toEqual([]);
    await prompt.getByRole("button", { name: "Keep editing" }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/content\/history$/);
    await expect(page.getByLabel("Subtitle")).toHaveValue(subtitle);

    await page.evaluate(() => window.history.back());
    await prompt.getByRole("button", { name: "Keep editing" }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/content\/history$/);
    await expect(page.getByLabel("Subtitle")).toHaveValue(subtitle);

    await openAdminScreen(page, "News");
    await prompt.getByRole("button", { name: "Discard changes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "News Management" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news$/);
  });
});

// At both widths: the switch and the confirmations must be seen on a phone too.
test.describe("the staff screen", () => {
  test("the two-factor requirement is a visible switch that asks first; Disable asks too, and not on one's own account", async ({
    page,
  }, testInfo) => {
    test.slow();
    const colleague = await createStaffWithCli("disable");
    const me = await signInThroughApi(page);
    await page.goto("/admin/staff");
    const accounts = page.getByRole("list", { name: "Staff accounts" });
    const mine = accounts.getByRole("listitem").filter({ hasText: `${me.username} (you)` });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole("button", { name: /^Disable/ })).toHaveCount(0);

    const requirement = page.getByText("Require two-factor authentication for all staff");
    const control = page.locator("[data-part='control']").filter({ has: page.locator("[data-part='thumb']") });
    const box = await control.boundingBox();
    expect(box?.width, "the switch is drawn").toBeGreaterThan(20);
    const state = page.getByText(/^(On|Off): /);
    const before = await state.textContent();
    await requirement.click();
    const asked = page.getByRole("alertdialog", { name: /two-factor/ });
    await expect(asked).toBeVisible();
    await screenshot(page, testInfo.project.name, "staff-two-factor-confirm");
    expect(await seriousViolations(page), "axe with the requirement's confirmation").toEqual([]);
    await asked.getByRole("button", { name: "Cancel" }).click();
    await expect(asked).toBeHidden();
    await expect(state).toHaveText(before ?? "");

    await accounts.getByRole("button", { name: `Disable ${colleague.username}` }).click();
    const disabling = page.getByRole("alertdialog", { name: `Disable ${colleague.username}?` });
    await expect(disabling).toContainText("signed out everywhere at once");
    await disabling.getByRole("button", { name: "Cancel" }).click();
    await expect(disabling).toBeHidden();
    const theirs = accounts.getByRole("listitem").filter({ hasText: colleague.username });
    await expect(theirs.getByRole("button", { name: `Disable ${colleague.username}` })).toBeVisible();
  });
});

test.describe("on a desktop", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, "the content journeys run once, on the desktop");

  test("create a news item with an image, see it on the public site, edit it and delete it", async ({ page }) => {
    // Three public checks with a processed picture, beside other workers' scans.
    test.slow();
    const title = `E2E netball tour ${unique()}`;
    await openPanel(page);
    await openAdminScreen(page, "News");
    await expect(page.getByRole("heading", { name: "News Management" })).toBeVisible();

    await page.getByRole("button", { name: "Add News" }).click();
    const form = page.getByRole("dialog", { name: "Create News Article" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Excerpt").fill("The under-13 team tours the Cape.");
    await form
      .getByLabel("Content")
      .fill("The under-13 netball team tours the Western Cape in the holidays.\n\nSupporters are welcome.");
    await form.getByLabel("Category").fill("Sport");
    await form
      .getByLabel("Image")
      .setInputFiles({ name: "tour.jpg", mimeType: "image/jpeg", buffer: await jpegImage() });
    await expect(form.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
    // A new article is a draft until staff choose to publish it.
    await expect(form.getByRole("radio", { name: "Draft" })).toBeChecked();
    await form.getByText("Publish now").click();
    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText("News article created successfully").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    // Public: the home carousel and the news page, with the processed image.
    const visitor = await page.context().newPage();
    await visitor.goto("/");
    const latest = visitor.getByRole("region", { name: "Latest News" });
    await expect(latest.getByRole("link", { name: title })).toBeVisible();
    await visitor.goto("/news");
    await visitor.getByRole("link", { name: title }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const picture = visitor.locator("main img").first();
    await expect(picture).toHaveAttribute("src", /\/files\//);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Edit.
    const edited = `${title} (updated)`;
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const editForm = page.getByRole("dialog", { name: "Edit News Article" });
    await editForm.getByLabel("Title").fill(edited);
    await editForm.getByRole("button", { name: "Update Article" }).click();
    await expect(editForm).toBeHidden();
    await expect(page.getByRole("heading", { name: edited })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: edited })).toBeVisible();

    // Delete, undo from the toast, and delete again.
    const confirm = page
      .getByRole("alertdialog", { name: "Are you sure?" })
      .or(page.getByRole("dialog", { name: "Are you sure?" }));
    await page.getByRole("button", { name: `Delete ${edited}` }).click();
    await expect(confirm.getByText("The news article moves to the Trash")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { name: edited })).toHaveCount(0);
    await page
      .getByRole("status")
      .filter({ hasText: "News article moved to the Trash" })
      .getByRole("button", { name: "Undo" })
      .click();
    await expect(page.getByRole("heading", { name: edited })).toBeVisible();
    await page.getByRole("button", { name: `Delete ${edited}` }).click();
    // The panel hides the row before the server answers: the visitor looks once the delete is stored.
    const deleted = page.waitForResponse(
      (response) =>
        response.url().includes("/graphql") && response.request().postData()?.includes("DeleteNews") === true,
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { name: edited })).toHaveCount(0);
    expect((await deleted).ok()).toBe(true);
    await visitor.goto("/news");
    await expect(visitor.getByRole("list", { name: "News articles" }).getByRole("link").first()).toBeVisible();
    await expect(visitor.getByRole("link", { name: edited })).toHaveCount(0);
  });

  test("write a formatted draft, preview and share it, schedule it, see it appear by itself; a two-tab conflict; delete and undo", async ({
    page,
    browser,
  }) => {
    // It waits for the scheduled minute to come (up to 85 s).
    test.setTimeout(240_000);
    const title = `E2E science fair ${unique()}`;
    await openPanel(page);
    await openAdminScreen(page, "News");
    await expect(page.getByRole("heading", { name: "News Management" })).toBeVisible();

    // A formatted article, saved as a draft.
    await page.getByRole("button", { name: "Add News" }).click();
    const form = page.getByRole("dialog", { name: "Create News Article" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Excerpt").fill("Grade 6 shows its projects.");
    await form.getByLabel("Content").click();
    await page.keyboard.type("The Grade 6 science fair ");
    await form.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("opens on Friday");
    await form.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.press("Enter");
    await form.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Volcanoes");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Solar ovens");
    await form.getByLabel("Category").fill("Academic");
    await expect(form.getByRole("radio", { name: "Draft" })).toBeChecked();
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();

    // Staff preview it exactly as the public page will look, formatting included.
    const preview = await page.context().newPage();
    const articlePath = await row.getByRole("link", { name: /^Preview/ }).getAttribute("href");
    await preview.goto(articlePath!);
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.getByText("This is a draft: only signed-in staff can see it.")).toBeVisible();
    await expect(preview.locator("main strong", { hasText: "opens on Friday" })).toBeVisible();
    await expect(preview.locator("main li", { hasText: "Solar ovens" })).toBeVisible();
    await preview.close();

    // Parents cannot reach it; a shared preview link shows it without signing in, never indexed.
    const parents = await browser.newContext();
    const parent = await parents.newPage();
    await parent.goto(articlePath!);
    await expect(parent.getByRole("heading", { level: 1, name: title })).toHaveCount(0);
    await row.getByRole("button", { name: /^Share preview link/ }).click();
    const share = page.getByRole("dialog", { name: `Share a preview of “${title}”` });
    const link = share.getByRole("textbox").first();
    await expect(link).toHaveValue(/preview=/);
    const sharedUrl = await link.inputValue();
    await share.getByRole("button", { name: "Done" }).click();
    await parent.goto(sharedUrl);
    await expect(parent.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(parent.getByText(/shared with you through a preview link/)).toBeVisible();
    await expect(parent.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);

    // Scheduled for the next whole minute at least 25 s away, on the school's clock.
    const publishAt = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
    const wallClock = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Africa/Johannesburg",
      dateStyle: "short",
      timeStyle: "short",
    })
      .format(publishAt)
      .replace(" ", "T");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit News Article" });
    await edit.getByText("Schedule for later").click();
    await edit.getByLabel("Publish at").fill(wallClock);
    await edit.getByRole("button", { name: "Schedule" }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByText(/^Scheduled: /)).toBeVisible();

    // Two tabs edit it: the second save is refused, naming who saved, and keeps what was typed.
    const second = await page.context().newPage();
    await second.goto("/admin/news");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    await second.getByRole("button", { name: `Edit ${title}` }).click();
    const secondEdit = second.getByRole("dialog", { name: "Edit News Article" });
    await secondEdit.getByLabel("Excerpt").fill("Grade 6 shows its projects to parents.");
    await secondEdit.getByRole("button", { name: "Schedule" }).click();
    await expect(secondEdit).toBeHidden();
    await edit.getByLabel("Excerpt").fill("Grade 6 shows its projects to the school.");
    await edit.getByRole("button", { name: "Schedule" }).click();
    const refusal = edit.getByRole("alert").filter({ hasText: "Not saved" });
    await expect(refusal).toContainText("saved this news article at");
    await expect(edit.getByLabel("Excerpt")).toHaveValue("Grade 6 shows its projects to the school.");
    await refusal.getByRole("button", { name: "Reload theirs" }).click();
    await expect(edit.getByLabel("Excerpt")).toHaveValue("Grade 6 shows its projects to parents.");
    await edit.getByRole("button", { name: "Cancel" }).click();
    const discard = page.getByRole("button", { name: "Discard changes" });
    if (await discard.isVisible()) await discard.click();
    await expect(edit).toBeHidden();
    await second.close();

    // It appears to parents by itself once its minute comes.
    await expect
      .poll(
        async () => {
          await parent.goto("/news");
          const articles = parent.getByRole("list", { name: "News articles" });
          await articles.getByRole("link").first().waitFor();
          return articles.getByRole("link", { name: title }).count();
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBe(1);

    // Deleted, then brought back with Undo: parents see it again.
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    await page
      .getByRole("status")
      .filter({ hasText: "News article moved to the Trash" })
      .getByRole("button", { name: "Undo" })
      .click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await parent.goto("/news");
    await expect(parent.getByRole("link", { name: title })).toBeVisible();
    await parents.close();
    // Gone again, so the news list other tests read keeps its seeded order.
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("upload a PDF and download it from General Information", async ({ page }) => {
    const title = `E2E Reading List ${unique()}`;
    const pdf = await pdfDocument(title);
    await openPanel(page);
    await openAdminScreen(page, "Documents");
    await expect(page.getByRole("heading", { name: "Document Management" })).toBeVisible();
    await page.getByLabel("Document Title").fill(title);
    await page
      .getByLabel("PDF File")
      .setInputFiles({ name: "reading-list.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByText("Publish now").click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Document uploaded successfully").first()).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();

    await page.goto("/general-info");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: `Download ${title}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.readFileSync(await download.path()).equals(pdf)).toBe(true);
  });

  test("upload a gallery image and see it in the public gallery", async ({ page }) => {
    const title = `E2E Sports Day ${unique()}`;
    await openPanel(page);
    await openAdminScreen(page, "Gallery");
    await expect(page.getByRole("heading", { name: "Gallery Management" })).toBeVisible();
    await page
      .getByLabel("Or choose photos")
      .setInputFiles({ name: "sports.jpg", mimeType: "image/jpeg", buffer: await jpegImage(1200, 800) });
    const chosen = page.getByRole("group", { name: "sports.jpg" });
    await chosen.getByLabel("Title").fill(title);
    await chosen.getByLabel("Alt text").fill(`${title}: relay winners on the field`);
    await page.getByRole("button", { name: "Upload 1 photo" }).click();
    await expect(page.getByText("1 photo uploaded").first()).toBeVisible();
    await expect(page.getByRole("img", { name: `${title}: relay winners on the field` })).toBeVisible();

    await page.goto("/gallery");
    const card = page.getByRole("button", { name: `View larger: ${title}` });
    await expect(card).toBeVisible();
    const image = card.locator("img");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("move a photo in the gallery's order from its drag handle with the arrow keys", async ({ page }) => {
    await openPanel(page);
    await openAdminScreen(page, "Gallery");
    const headings = page.locator("article[data-photo-id] h3");
    await expect(headings.nth(1)).toBeVisible();
    const first = (await headings.first().textContent()) ?? "";
    const handle = page.getByRole("button", { name: `Reorder ${first}: drag, or use the arrow keys` });
    await handle.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText(`Photo '${first}' moved to position 2 of`)).toBeAttached();
    await expect(headings.nth(1)).toHaveText(first);
    await expect(handle).toBeFocused();
    await expect(page.getByRole("button", { name: /Save order/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("mark an announcement inactive and see it vanish from the public list", async ({ page }) => {
    const title = `E2E Hat day ${unique()}`;
    await graphql(
      "mutation ($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }",
      {
        input: {
          title,
          content: "Bring a hat on Friday.",
          date: new Date().toISOString().slice(0, 10),
          priority: "low",
        },
      },
      await staffToken(),
    );
    await page.goto("/announcements");
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    await openPanel(page);
    await openAdminScreen(page, "Announcements");
    await expect(page.getByRole("heading", { name: "Announcements Management" })).toBeVisible();
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const form = page.getByRole("dialog", { name: "Edit Announcement" });
    const active = form.getByRole("checkbox", { name: "Active" });
    await expect(active).toBeChecked();
    await form
      .locator("label")
      .filter({ hasText: /^Active$/ })
      .click();
    await expect(active).not.toBeChecked();
    await form.getByRole("button", { name: "Update Announcement" }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText("Announcement updated successfully").first()).toBeVisible();

    await page.goto("/announcements");
    await expect(page.getByRole("link", { name: "Lost property table" })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });

  test("read a contact message", async ({ page }) => {
    const subject = `E2E ${unique()}`;
    await graphql("mutation ($input: ContactMessageInput!) { submitContactMessage(input: $input) }", {
      input: {
        name: "Lerato Dlamini",
        email: "lerato@example.org",
        subject: "Events",
        message: `When is the concert? ${subject}`,
      },
    });
    await openPanel(page);
    await openAdminScreen(page, "Messages");
    await expect(page.getByText(`When is the concert? ${subject}`)).toBeVisible();
    await expect(page.getByText("Lerato Dlamini").first()).toBeVisible();
  });

  test("change the office hours and the admissions key dates, see them as a visitor, then restore the settings", async ({
    page,
  }) => {
    // Two editors, two public pages, two axe scans and a restore: longer than one screen's journey.
    test.slow();
    await openPanel(page);
    await openAdminScreen(page, "Site content");
    await page.getByRole("link", { name: "Edit School settings" }).click();
    const monday = page.getByRole("group", { name: "Monday" });
    await monday.getByLabel("Opens").fill("08:00");
    await monday.getByLabel("Closes").fill("13:00");
    expect(await seriousViolations(page), "axe on the settings editor").toEqual([]);
    await page.getByRole("button", { name: "Save changes" }).click();
    // The toast may be gone on a slow machine; the editor's own line stays.
    await expect(page.getByText(/^Version \d+, saved .* by /)).toBeVisible();

    await page.goto("/contact");
    await expect(page.getByRole("row", { name: "Monday 08:00 AM – 01:00 PM" })).toBeVisible();
    await expect(page.getByRole("row", { name: "Tuesday to Thursday 07:30 AM – 12:00 PM" })).toBeVisible();

    await page.goto("/admin/content");
    await page.getByRole("link", { name: "Edit Admissions" }).click();
    await page.getByRole("button", { name: "Add key date" }).click();
    const added = page.getByRole("group", { name: "Key date 4" });
    await added.getByLabel("Label").fill("Open morning");
    await added.getByLabel("Date", { exact: true }).fill("2030-03-14");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(/^Version \d+, saved .* by /)).toBeVisible();

    await page.goto("/admissions");
    await expect(page.getByText("Open morning")).toBeVisible();
    await expect(page.getByText("14 March 2030")).toBeVisible();

    await page.goto("/admin/content");
    await page.getByRole("link", { name: "Edit School settings" }).click();
    const versions = page.getByRole("list", { name: "Saved versions" });
    await versions
      .getByRole("button", { name: /^Restore version/ })
      .first()
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page), "axe with the restore dialog open").toEqual([]);
    await confirm.getByRole("button", { name: /^Restore version/ }).click();
    await expect(page.getByText(/^Version \d+ restored$/).first()).toBeVisible();

    await page.goto("/contact");
    await expect(page.getByRole("row", { name: "Monday to Thursday 07:30 AM – 12:00 PM" })).toBeVisible();
  });
});
