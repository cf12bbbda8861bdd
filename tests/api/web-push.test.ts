import "reflect-metadata";
import https from "node:https";
import tls from "node:tls";
import { AlertsService } from "../../server/src/modules/alerts/alerts.service";
import { WebPushService } from "../../server/src/modules/alerts/web-push.service";
import { MailService, logTransport } from "../../server/src/modules/mail";
import { createLogger } from "../../server/src/logger";
import { announcementInput, create } from "../support/fixtures";
import { startPushService, verifyVapid } from "../support/push-service";
import type { PushServiceUnderTest, TestBrowser } from "../support/push-service";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const SUBJECT = "mailto:office@school.example";
const SUBSCRIBE = `mutation ($subscription: PushSubscriptionInput!) { subscribeToPush(subscription: $subscription) }`;
const UNSUBSCRIBE = `mutation ($endpoint: String!) { unsubscribeFromPush(endpoint: $endpoint) }`;
const MINUTE = 60_000;

describe("web push for urgent announcements", () => {
  let server: TestServer;
  let pushService: PushServiceUnderTest;
  let alerts: AlertsService;

  const subscribe = ({ endpoint, p256dh, auth }: Pick<TestBrowser, "endpoint" | "p256dh" | "auth">) =>
    server.graphql(SUBSCRIBE, { subscription: { endpoint, p256dh, auth } });
  const subscribed = async () => {
    const browser = pushService.browser();
    expect((await subscribe(browser)).data).toEqual({ subscribeToPush: true });
    return browser;
  };
  const publicKey = async () =>
    (await server.graphql<{ webPushPublicKey: string }>("{ webPushPublicKey }")).data!.webPushPublicKey;
  const storedEndpoints = async () =>
    (await server.dataSource.query<{ endpoint: string }[]>("SELECT endpoint FROM push_subscriptions")).map(
      (row) => row.endpoint,
    );
  const webPushServiceFor = (services: string[]) =>
    new WebPushService(server.dataSource, { clock: server.clock, subject: SUBJECT, services, wakeSender: false });

  const trustedBefore = https.globalAgent.options.ca;
  beforeAll(async () => {
    pushService = await startPushService();
    // The server process trusts it through NODE_EXTRA_CA_CERTS; this one sends from the test's own process.
    https.globalAgent.options.ca = [...tls.rootCertificates, pushService.cert.toString()];
    server = await startTestServer({ WEB_PUSH_SERVICES: pushService.origin });
    const mail = new MailService(server.dataSource, {
      transport: logTransport(createLogger("silent")),
      from: "office@school.example",
      clock: server.clock,
    });
    alerts = new AlertsService(
      server.dataSource,
      mail,
      server.clock,
      server.config.school,
      "https://school.example",
      webPushServiceFor([pushService.origin]),
    );
  });
  afterAll(async () => {
    https.globalAgent.options.ca = trustedBefore;
    await server.close();
    await pushService.close();
  });
  beforeEach(async () => {
    pushService.received.length = 0;
    await server.dataSource.query(
      "DELETE FROM push_outbox; DELETE FROM push_subscriptions; DELETE FROM alert_sends; DELETE FROM announcements",
    );
  });

  it("gives browsers the site's VAPID public key: made once, stored, the same for every instance", async () => {
    const key = await publicKey();
    const point = Buffer.from(key, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(await publicKey()).toBe(key);
    expect(await webPushServiceFor([]).publicKey()).toBe(key);
    const [stored] = await server.dataSource.query<{ public_key: string; private_key: string }[]>(
      "SELECT public_key, private_key FROM web_push_keys",
    );
    expect(stored.public_key).toBe(key);
    expect(Buffer.from(stored.private_key, "base64url")).toHaveLength(32);
  });

  it("keeps a browser's subscription, renews its keys, forgets it on request", async () => {
    const browser = await subscribed();
    const renewed = { ...pushService.browser(), endpoint: browser.endpoint };
    expect((await subscribe(renewed)).data).toEqual({ subscribeToPush: true });
    const rows = await server.dataSource.query<{ endpoint: string; p256dh: string; auth: string }[]>(
      "SELECT endpoint, p256dh, auth FROM push_subscriptions",
    );
    expect(rows).toEqual([{ endpoint: browser.endpoint, p256dh: renewed.p256dh, auth: renewed.auth }]);

    expect((await server.graphql(UNSUBSCRIBE, { endpoint: browser.endpoint })).data).toEqual({
      unsubscribeFromPush: true,
    });
    expect(await storedEndpoints()).toEqual([]);
    // Twice (two tabs turning it off) is no error.
    expect((await server.graphql(UNSUBSCRIBE, { endpoint: browser.endpoint })).errors).toBeUndefined();
  });

  it("refuses an endpoint outside the push services, and keys that are not a browser's", async () => {
    const browser = pushService.browser();
    const refusals = [
      // The server would POST wherever a visitor pointed it: its own network's addresses included.
      { ...browser, endpoint: "https://169.254.169.254/latest/meta-data" },
      { ...browser, endpoint: browser.endpoint.replace("https:", "http:") },
      { ...browser, endpoint: browser.endpoint.replace("127.0.0.1", "localhost") },
      { ...browser, endpoint: "not a url" },
      { ...browser, p256dh: Buffer.alloc(65, 4).toString("base64url").slice(0, 40) },
      { ...browser, p256dh: Buffer.alloc(65, 7).toString("base64url") },
      { ...browser, auth: Buffer.alloc(8).toString("base64url") },
      { ...browser, auth: "not base64url!" },
    ];
    for (const refused of refusals) {
      const result = await subscribe(refused);
      expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect(await storedEndpoints()).toEqual([]);

    const browsers = webPushServiceFor(["https://fcm.googleapis.com", "https://*.push.apple.com"]);
    const keys = { p256dh: browser.p256dh, auth: browser.auth };
    await browsers.subscribe({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", ...keys });
    await browsers.subscribe({ endpoint: "https://web.push.apple.com/QGx", ...keys });
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/x",
      "https://push.apple.com.evil.example/x",
      "https://evilpush.apple.com/x",
    ]) {
      await expect(browsers.subscribe({ endpoint, ...keys })).rejects.toThrow(/push service/);
    }
    expect((await storedEndpoints()).sort()).toEqual([
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://web.push.apple.com/QGx",
    ]);
  });

  it("pushes an urgent announcement once to every browser, encrypted to each and signed as the site", async () => {
    const browsers = [await subscribed(), await subscribed()];
    const { id } = await create(
      server,
      "createAnnouncement",
      announcementInput({
        title: "School closes at 11:00",
        content: "<p>Water is off. Please collect by 11:00.</p>",
        urgent: true,
      }),
    );
    await create(server, "createAnnouncement", announcementInput({ title: "Not urgent" }));

    expect(await alerts.sendUrgentAlerts()).toBe(1);
    expect(await alerts.sendDuePushes()).toEqual({ sent: 2, failed: 0 });
    expect(pushService.received).toHaveLength(2);
    const key = await publicKey();
    for (const browser of browsers) {
      const push = pushService.received.find((received) => browser.endpoint.endsWith(received.path))!;
      expect(push.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400", urgency: "high" });
      const { publicKey: signer, claims } = verifyVapid(push.headers.authorization, pushService.origin);
      expect(signer).toBe(key);
      expect(claims.sub).toBe(SUBJECT);
      expect(JSON.parse(browser.decrypt(push.body))).toEqual({
        title: "Urgent: School closes at 11:00",
        body: "Water is off. Please collect by 11:00.",
        url: `/announcements/${id}`,
        tag: `announcement-${id}`,
      });
    }

    // Once: the next runs (every instance's, every minute's) find nothing to send.
    expect(await alerts.sendUrgentAlerts()).toBe(0);
    expect(await alerts.sendDuePushes()).toEqual({ sent: 0, failed: 0 });
    expect(pushService.received).toHaveLength(2);

    const overview = await server.graphql<{ alertsOverview: Record<string, unknown> }>(
      "{ alertsOverview { pushSubscribers recentSends { kind recipients delivered failed queued } } }",
      {},
      { token: server.staffToken() },
    );
    expect(overview.data!.alertsOverview).toEqual({
      pushSubscribers: 2,
      recentSends: [
        { kind: "PUSH", recipients: 2, delivered: 2, failed: 0, queued: 0 },
        { kind: "URGENT", recipients: 0, delivered: 0, failed: 0, queued: 0 },
      ],
    });
  });

  it("forgets a browser its push service says is gone, and tries again while a service is down", async () => {
    const gone = await subscribed();
    const down = await subscribed();
    const left = await subscribed();
    pushService.answer(gone.endpoint, 410);
    pushService.answer(down.endpoint, 503, 503);
    await create(server, "createAnnouncement", announcementInput({ title: "Snow day", urgent: true }));
    // A browser that turned notifications off before its push went is not sent it.
    await alerts.sendUrgentAlerts();
    await server.graphql(UNSUBSCRIBE, { endpoint: left.endpoint });

    expect(await alerts.sendDuePushes()).toEqual({ sent: 0, failed: 2 });
    expect(await storedEndpoints()).toEqual([down.endpoint]);
    server.clock.advance(MINUTE - 1);
    expect(await alerts.sendDuePushes()).toEqual({ sent: 0, failed: 0 });
    server.clock.advance(1);
    expect(await alerts.sendDuePushes()).toEqual({ sent: 0, failed: 0 });
    server.clock.advance(2 * MINUTE);
    expect(await alerts.sendDuePushes()).toEqual({ sent: 1, failed: 0 });
    expect(pushService.received.map((push) => push.path)).toEqual([new URL(down.endpoint).pathname]);
    expect(JSON.parse(down.decrypt(pushService.received[0].body))).toMatchObject({ title: "Urgent: Snow day" });

    const outbox = await server.dataSource.query<{ status: string; attempts: number; last_error: string | null }[]>(
      "SELECT status, attempts, last_error FROM push_outbox ORDER BY status, attempts, last_error",
    );
    expect(outbox).toEqual([
      { status: "failed", attempts: 1, last_error: expect.stringMatching(/^410 /) },
      { status: "failed", attempts: 1, last_error: "The browser turned notifications off before it was sent" },
      { status: "sent", attempts: 3, last_error: null },
    ]);
  });
});
