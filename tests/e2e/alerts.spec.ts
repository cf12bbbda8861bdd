import { randomBytes } from "node:crypto";
import { seriousViolations } from "./panel";
import { receivedMail } from "./mailbox";
import { expect, test } from "./support";

test.describe("a parent and e-mail alerts", () => {
  test("subscribes, confirms through the e-mail, changes what she gets and unsubscribes", async ({ page }) => {
    const email = `parent-${randomBytes(4).toString("hex")}@example.org`;
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "E-mail Alerts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "E-mail Alerts" })).toBeVisible();
    await page.getByLabel("E-mail address").fill(email);
    // Chakra's checkbox is its label: the hidden input underneath takes no clicks of its own.
    const digestBox = () => page.locator("label").filter({ hasText: /^Weekly digest/ });
    await digestBox().click();
    await expect(page.getByRole("checkbox", { name: /Weekly digest/ })).not.toBeChecked();
    expect(await seriousViolations(page), "axe on the subscription form").toEqual([]);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();

    const confirmation = await receivedMail(email, /^Confirm your e-mail alerts from /);
    const confirmLink = /https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(confirmation.text)![0];
    await page.goto(confirmLink);
    await expect(page.getByText(`Thank you: your alerts to ${email} are confirmed.`)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Urgent announcements/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Weekly digest/ })).not.toBeChecked();

    await digestBox().click();
    await expect(page.getByRole("checkbox", { name: /Weekly digest/ })).toBeChecked();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    expect(await seriousViolations(page), "axe on the subscriber's page").toEqual([]);

    await page.getByRole("link", { name: "Stop all alerts" }).click();
    await expect(page.getByText(`Stop all e-mail alerts to ${email}?`)).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You are unsubscribed. The school will send you no more alerts.")).toBeVisible();
    await page.goto(confirmLink.replace("/alerts/confirm", "/alerts/manage"));
    await expect(page.getByRole("heading", { name: "No Such Subscription" })).toBeVisible();
  });
});
