import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { subscribedBrowser, verifyVapid } from "../support/push-service";
import type { ReceivedPush } from "../support/push-service";
import { seriousViolations } from "./panel";
import { SCREENSHOT_DIR } from "./paths";
import { pushTo } from "./push-inbox";
import { e2eState, expect, graphql, staffToken, test } from "./support";

test.use({ serviceWorkers: "allow" });

interface PushCalls {
  calls: string[];
  applicationServerKey: string | null;
}

test.describe("notifications for urgent announcements", () => {
  test("turned on with a click, pushed when school closes early, shown and opened by the service worker", async ({
    page,
    context,
  }, testInfo) => {
    const { baseUrl, pushService } = e2eState();
    // Chromium's own push service is on the internet, out of reach here: the subscription it would hand
    // out is this browser's, at the loopback push service, with keys only this test holds.
    const browser = subscribedBrowser(pushService.origin);
    await page.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const log: PushCalls = { calls: [], applicationServerKey: null };
        (window as unknown as { pushCalls: PushCalls }).pushCalls = log;
        const requestPermission = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = () => {
          log.calls.push("requestPermission");
          return requestPermission();
        };
        const stored = "test-push-subscription";
        const subscription = {
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: () => {
            localStorage.removeItem(stored);
            return Promise.resolve(true);
          },
        };
        PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
          log.calls.push("subscribe");
          const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
          log.applicationServerKey = btoa(String.fromCharCode(...key))
            .replace(/\+/g, "-")
            .replace(/\//g, "_")
            .replace(/=+$/, "");
          localStorage.setItem(stored, "yes");
          return Promise.resolve(subscription as unknown as PushSubscription);
        };
        PushManager.prototype.getSubscription = () =>
          Promise.resolve(localStorage.getItem(stored) ? (subscription as unknown as PushSubscription) : null);
      },
      { endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth },
    );

    await page.goto("/alerts");
    const turnOn = page.getByRole("button", { name: "Turn on notifications" });
    await expect(turnOn).toBeEnabled();
    // Nothing is asked on load: only the click asks.
    const onLoad = await page.evaluate(() => (window as unknown as { pushCalls: PushCalls }).pushCalls);
    expect(onLoad.calls).toEqual([]);
    expect(await page.evaluate(() => Notification.permission)).toBe("default");

    await context.grantPermissions(["notifications"], { origin: baseUrl });
    await turnOn.click();
    await expect(
      page.getByRole("status").filter({ hasText: "Notifications for urgent announcements are on" }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const dir = path.join(SCREENSHOT_DIR, testInfo.project.name);
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, "alerts-notifications-on.png"), fullPage: true });
    const { webPushPublicKey } = await graphql<{ webPushPublicKey: string }>("{ webPushPublicKey }");
    expect(await page.evaluate(() => (window as unknown as { pushCalls: PushCalls }).pushCalls)).toEqual({
      calls: ["requestPermission", "subscribe"],
      applicationServerKey: webPushPublicKey,
    });

    // The office posts that school closes early: the push goes out at once, not at the next minute.
    const title = `School closes at 11:00 ${randomBytes(3).toString("hex")}`;
    const { createAnnouncement } = await graphql<{ createAnnouncement: { id: string } }>(
      "mutation ($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }",
      {
        input: {
          title,
          content: "Water is off: please collect your daughters by 11:00.",
          date: new Date().toISOString().slice(0, 10),
          priority: "high",
          urgent: true,
        },
      },
      await staffToken(),
    );
    const titled = (push: ReceivedPush) => (JSON.parse(browser.decrypt(push.body)) as { title: string }).title;
    const push = await pushTo(browser.endpoint, (push) => titled(push) === `Urgent: ${title}`);
    expect(verifyVapid(push.headers.authorization as string, pushService.origin).publicKey).toBe(webPushPublicKey);
    const payload = browser.decrypt(push.body);
    expect(JSON.parse(payload)).toEqual({
      title: `Urgent: ${title}`,
      body: "Water is off: please collect your daughters by 11:00.",
      url: `/announcements/${createAnnouncement.id}`,
      tag: `announcement-${createAnnouncement.id}`,
    });

    // Delivered to the site's service worker as the browser delivers a push (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${baseUrl}/`);
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseUrl,
      registrationId: await registrationId,
      data: payload,
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, data }) => ({
          title,
          body,
          data: data as unknown,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: `Urgent: ${title}`,
        body: "Water is off: please collect your daughters by 11:00.",
        data: { url: `/announcements/${createAnnouncement.id}` },
      },
    ]);

    // Clicked: the notification goes and the site's window shows the announcement.
    const [worker] = context.serviceWorkers();
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
    });
    await expect(page).toHaveURL(`${baseUrl}/announcements/${createAnnouncement.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect.poll(shown).toEqual([]);

    // Turned off again: the site forgets this browser.
    await page.goto("/alerts");
    await page.getByRole("button", { name: "Turn off notifications" }).click();
    await expect(page.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
  });
});
