import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { receivedMail } from "./mailbox";
import { openAdminScreen, openPanel, screenshot, seriousViolations, signIn } from "./panel";
import { expect, signUpWithCli, test } from "./support";

/** Another password the server's rules accept, for the journeys that change one. */
const ANOTHER_PASSWORD = "Lantern-Field-42!";

async function logOut(page: Page): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Admin" });
  const menu = nav.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
}

/**
 * The code an authenticator app holding `secret` shows now, or `later` ms from now: the server takes the
 * neighbouring codes too, but each only once, so a second sign-in soon after uses the next one.
 */
function authenticatorCode(secret: string, later = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + later });
}

test.describe("staff accounts", () => {
  test("forgot password: the code arrives by e-mail, resets the password, and the new one signs in", async ({
    page,
  }, testInfo) => {
    const staff = await signUpWithCli("forgot");
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Username or e-mail").fill(staff.email);
    await screenshot(page, testInfo.project.name, "forgot-password");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("main").getByText(/a 6-digit code is on its way/)).toBeVisible();
    await screenshot(page, testInfo.project.name, "forgot-password-code");
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await receivedMail(staff.email, /password reset code/);
    const code = /^\d{6}$/m.exec(mail.text)?.[0];
    expect(code, mail.text).toBeDefined();
    expect(mail.text).toContain(staff.username);

    await page.getByLabel("Code").fill(code!);
    await page.getByLabel("New Password", { exact: true }).fill(ANOTHER_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(ANOTHER_PASSWORD);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Your password has been reset. Sign in with your new password.")).toBeVisible();

    await signIn(page, staff.username, staff.password);
    await expect(page.getByText(/^Incorrect username or password/).first()).toBeVisible();
    await signIn(page, staff.username, ANOTHER_PASSWORD);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 768, "the desktop scans it in the two-factor journey");

    test("My account and its two-factor dialog fit a phone, without serious axe findings", async ({
      page,
    }, testInfo) => {
      const staff = await signUpWithCli("phone");
      await page.goto("/admin/login");
      await signIn(page, staff.username, staff.password);
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      await openAdminScreen(page, "My account");
      await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await screenshot(page, testInfo.project.name, "account");
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
      const dialog = page.getByRole("dialog", { name: "Set up two-factor authentication" });
      await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
      await screenshot(page, testInfo.project.name, "two-factor-setup");
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe("on a desktop", () => {
    test.skip(({ viewport }) => (viewport?.width ?? 1280) < 768, "the account journeys run once, on the desktop");

    test("set up two-factor under My account, then sign in with an app's code and with a recovery code", async ({
      page,
    }, testInfo) => {
      // Three sign-ins, two dialogs and four scans.
      test.slow();
      const staff = await signUpWithCli("totp");
      await page.goto("/admin/login");
      await signIn(page, staff.username, staff.password);
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      await openAdminScreen(page, "My account");
      await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await screenshot(page, testInfo.project.name, "account");
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
      const dialog = page.getByRole("dialog", { name: "Set up two-factor authentication" });
      await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
      await screenshot(page, testInfo.project.name, "two-factor-setup");
      expect(await seriousViolations(page)).toEqual([]);

      // The key as the dialog shows it, in groups of four, is what a person would type into the app.
      const key = (await dialog.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!.replace(/\s/g, "");
      await dialog.getByLabel("6-digit code").fill("000000");
      await dialog.getByRole("button", { name: "Turn on two-factor" }).click();
      await expect(dialog.getByText(/^Incorrect code/)).toBeVisible();
      await dialog.getByLabel("6-digit code").fill(authenticatorCode(key));
      await dialog.getByRole("button", { name: "Turn on two-factor" }).click();
      await expect(dialog.getByText("Two-factor authentication is on.", { exact: false })).toBeVisible();
      const recoveryCodes = await dialog
        .getByRole("list", { name: "Recovery codes" })
        .getByRole("listitem")
        .allTextContents();
      expect(recoveryCodes).toHaveLength(10);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("You have 10 of 10 recovery codes left.", { exact: false })).toBeVisible();

      // The password alone is not enough any more: the app's code comes next.
      await logOut(page);
      await signIn(page, staff.username, staff.password);
      await expect(page.getByLabel("6-digit code")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel("6-digit code").fill(authenticatorCode(key, 30_000));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

      // A lost phone: a recovery code signs in once.
      await logOut(page);
      await signIn(page, staff.username, staff.password);
      await page.getByRole("button", { name: "Use a recovery code instead" }).click();
      await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      await page.goto("/admin/account");
      await expect(page.getByText("You have 9 of 10 recovery codes left.", { exact: false })).toBeVisible();
    });

    test("an administrator invites an editor, who accepts by e-mail, signs in, edits news and cannot open the staff screen", async ({
      page,
      browser,
    }, testInfo) => {
      // Two people, an e-mail and a news article's life.
      test.slow();
      const address = `editor${randomBytes(3).toString("hex")}@school.example`;
      await openPanel(page);
      await openAdminScreen(page, "Staff");
      await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
      await page.getByRole("button", { name: "Invite a colleague" }).click();
      const invite = page.getByRole("dialog", { name: "Invite a colleague" });
      await invite.getByLabel("E-mail").fill(address);
      await invite.getByLabel("Role").selectOption({ label: "Editor" });
      await invite.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByText(`Invitation sent to ${address}`).first()).toBeVisible();

      const mail = await receivedMail(address, /invited/);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      expect(link, mail.text).toMatch(/\/admin\/invitation#/);

      // The colleague, in a browser of her own.
      const context = await browser.newContext();
      const editor = await context.newPage();
      await editor.goto(link!);
      await expect(editor.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
      await expect(editor.getByText("Your password needs:")).toBeVisible();
      await expect(editor.getByText(`You will sign in as ${address.split("@")[0]}.`)).toBeVisible();
      await screenshot(editor, testInfo.project.name, "accept-invitation");
      expect(await seriousViolations(editor)).toEqual([]);
      await editor.getByLabel("New Password", { exact: true }).fill(ANOTHER_PASSWORD);
      await editor.getByLabel("Confirm Password", { exact: true }).fill(ANOTHER_PASSWORD);
      await editor.getByRole("button", { name: "Set password and sign in" }).click();
      await expect(editor.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

      // Used up, the link says so as it opens, before anyone chooses a password.
      const again = await context.newPage();
      await again.goto(link!);
      await expect(again.getByText(/has expired or has already been used/)).toBeVisible();
      await expect(again.getByLabel("New Password", { exact: true })).toHaveCount(0);
      await again.close();

      // She signs in again later with her e-mail and the password she chose.
      await logOut(editor);
      await signIn(editor, address, ANOTHER_PASSWORD);
      await expect(editor.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

      const title = `E2E editor's notice ${randomBytes(3).toString("hex")}`;
      await openAdminScreen(editor, "News");
      await editor.getByRole("button", { name: "Add News" }).click();
      const form = editor.getByRole("dialog", { name: "Create News Article" });
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Excerpt").fill("A note from the office.");
      await form.getByLabel("Content").fill("The office closes early on Friday.");
      await form.getByLabel("Category").fill("Notices");
      await form.getByText("Publish now").click();
      await form.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(editor.getByRole("heading", { name: title })).toBeVisible();
      await editor.getByRole("button", { name: `Edit ${title}` }).click();
      const edit = editor.getByRole("dialog", { name: "Edit News Article" });
      await edit.getByLabel("Title").fill(`${title} (updated)`);
      await edit.getByRole("button", { name: "Update Article" }).click();
      await expect(editor.getByRole("heading", { name: `${title} (updated)` })).toBeVisible();
      await editor.getByRole("button", { name: `Delete ${title} (updated)` }).click();
      await editor
        .getByRole("alertdialog", { name: "Are you sure?" })
        .or(editor.getByRole("dialog", { name: "Are you sure?" }))
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(editor.getByRole("heading", { name: `${title} (updated)` })).toHaveCount(0);

      // An editor's menu has no staff screen, and its address says she may not.
      await expect(editor.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Staff/ })).toHaveCount(
        0,
      );
      await editor.goto("/admin/staff");
      await expect(editor.getByText("Only an administrator can open this page.", { exact: false })).toBeVisible();
      await context.close();

      // The administrator sees her as an active editor.
      await page.reload();
      const card = page.getByRole("listitem").filter({ hasText: address });
      await expect(card.getByText("Active", { exact: true })).toBeVisible();
      await expect(card.getByRole("combobox", { name: /^Role of/ })).toHaveValue("EDITOR");
    });
  });
});
