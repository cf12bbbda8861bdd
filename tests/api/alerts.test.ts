import "reflect-metadata";
import { AlertsService } from "../../server/src/modules/alerts/alerts.service";
import { WebPushService } from "../../server/src/modules/alerts/web-push.service";
import { MailService, smtpTransport } from "../../server/src/modules/mail";
import { announcementInput, create, eventInput, newsInput } from "../support/fixtures";
import { readable, startSmtpServer } from "../support/smtp";
import { staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const ORIGIN = "https://school.example";
const SUBSCRIBE = `mutation ($email: String!, $urgent: Boolean!, $digest: Boolean!) {
  subscribeToAlerts(email: $email, urgent: $urgent, digest: $digest)
}`;
const PREFERENCES = "query ($token: String!) { alertPreferences(token: $token) { email urgent digest confirmed } }";
const MINUTE = 60_000;

describe("e-mail alerts", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mail: MailService;
  let alerts: AlertsService;

  /** Sends what the outbox holds over the loopback SMTP server; answers what arrived, and empties it. */
  const delivered = async () => {
    await mail.sendDue();
    return smtp.received.splice(0);
  };
  const tokenIn = (raw: string, page: string) =>
    decodeURIComponent(new RegExp(`${ORIGIN}/alerts/${page}\\?token=([\\w%-]+)`).exec(readable(raw))![1]);
  const subscribe = (email: string, urgent = true, digest = true) =>
    server.graphql(SUBSCRIBE, { email, urgent, digest });
  const subscribed = async (email: string, urgent = true, digest = true) => {
    await subscribe(email, urgent, digest);
    const [confirmation] = await delivered();
    const token = tokenIn(confirmation.raw, "confirm");
    await server.graphql("mutation ($token: String!) { confirmAlerts(token: $token) { confirmed } }", { token });
    return token;
  };

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: ORIGIN });
    smtp = await startSmtpServer();
    mail = new MailService(server.dataSource, {
      transport: smtpTransport(smtp.url),
      from: '"Berea Test School" <office@school.example>',
      clock: server.clock,
    });
    const push = new WebPushService(server.dataSource, {
      clock: server.clock,
      subject: "mailto:office@school.example",
      services: [],
      wakeSender: false,
    });
    alerts = new AlertsService(server.dataSource, mail, server.clock, server.config.school, ORIGIN, push);
  });
  afterAll(async () => {
    await smtp.close();
    await server.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await server.dataSource.query(
      "DELETE FROM mail_outbox; DELETE FROM alert_subscribers; DELETE FROM alert_sends; DELETE FROM announcements; DELETE FROM events; DELETE FROM news",
    );
    // Each test signs up the same few mailboxes: their daily allowance of confirmations starts afresh.
    await server.dataSource.query("DELETE FROM request_limits");
  });

  it("asks the address to confirm, sends nothing else before, and answers alike whoever subscribes", async () => {
    const first = await subscribe("parent@example.org");
    expect(first.data).toEqual({ subscribeToAlerts: true });
    const [confirmation] = await delivered();
    expect(confirmation.to).toEqual(["parent@example.org"]);
    expect(confirmation.raw).toMatch(/Subject: Confirm your e-mail alerts from /);
    const token = tokenIn(confirmation.raw, "confirm");
    expect((await server.graphql(PREFERENCES, { token })).data).toEqual({
      alertPreferences: { email: "parent@example.org", urgent: true, digest: true, confirmed: false },
    });

    // Unconfirmed: an urgent announcement does not reach it.
    await create(server, "createAnnouncement", announcementInput({ title: "Water off", urgent: true }));
    await alerts.sendUrgentAlerts();
    expect(await delivered()).toEqual([]);

    // Asking again within 10 minutes sends no second confirmation (no mailbox flooding), and says the same.
    expect((await subscribe("Parent@Example.org")).data).toEqual({ subscribeToAlerts: true });
    expect(await delivered()).toEqual([]);
    server.clock.advance(11 * MINUTE);
    await subscribe("parent@example.org");
    expect(tokenIn((await delivered())[0].raw, "confirm")).toBe(token);

    const confirmed = await server.graphql(
      "mutation ($token: String!) { confirmAlerts(token: $token) { confirmed } }",
      {
        token,
      },
    );
    expect(confirmed.data).toEqual({ confirmAlerts: { confirmed: true } });
    // A confirmed address asking again is told the same, and gets nothing.
    expect((await subscribe("parent@example.org", false, true)).data).toEqual({ subscribeToAlerts: true });
    expect(await delivered()).toEqual([]);
    expect((await server.graphql(PREFERENCES, { token })).data).toMatchObject({ alertPreferences: { urgent: true } });
  });

  it("never lets a cache keep a subscriber's settings: a change shows at the next look", async () => {
    const token = await subscribed("keeps@example.org", true, false);
    const look = async () => {
      const search = new URLSearchParams({ query: PREFERENCES, variables: JSON.stringify({ token }) });
      const response = await fetch(`${server.url}/graphql?${search.toString()}`, {
        headers: { "apollo-require-preflight": "true" },
      });
      const body = (await response.json()) as { data: { alertPreferences: { digest: boolean } } };
      return { cacheControl: response.headers.get("cache-control"), digest: body.data.alertPreferences.digest };
    };
    expect(await look()).toEqual({ cacheControl: "private, no-store", digest: false });
    await server.graphql(
      "mutation ($token: String!) { updateAlertPreferences(token: $token, urgent: true, digest: true) { digest } }",
      { token },
    );
    expect(await look()).toEqual({ cacheControl: "private, no-store", digest: true });
  });

  it("refuses a bad address and a subscription to nothing", async () => {
    expect((await subscribe("not-an-address")).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await subscribe("parent@example.org", false, false)).errors?.[0].message).toBe(
      "Choose at least one kind of alert",
    );
    expect(await delivered()).toEqual([]);
  });

  it("sends an urgent announcement once to those who want it, with a one-click unsubscribe", async () => {
    const wants = await subscribed("urgent@example.org", true, false);
    await subscribed("digest-only@example.org", false, true);
    await create(server, "createAnnouncement", announcementInput({ title: "School closes at 11:00", urgent: true }));
    await create(server, "createAnnouncement", announcementInput({ title: "Not urgent" }));

    expect(await alerts.sendUrgentAlerts()).toBe(1);
    expect(await alerts.sendUrgentAlerts()).toBe(0);
    const received = await delivered();
    expect(received.map((message) => message.to)).toEqual([["urgent@example.org"]]);
    const [alert] = received;
    expect(alert.raw).toMatch(/Subject: Urgent: School closes at 11:00/);
    expect(readable(alert.raw)).toContain(`List-Unsubscribe: <${ORIGIN}/alerts/unsubscribe?token=`);
    expect(readable(alert.raw)).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(tokenIn(alert.raw, "unsubscribe")).toBe(wants);

    // The mail client's one click (RFC 8058): the address is gone.
    const unsubscribed = await fetch(`${server.url}/alerts/unsubscribe?token=${encodeURIComponent(wants)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    expect((await server.graphql(PREFERENCES, { token: wants })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("alerts a scheduled urgent announcement when it becomes public, not before", async () => {
    await subscribed("parent@example.org");
    await create(
      server,
      "createAnnouncement",
      announcementInput({
        title: "Sports day moved",
        urgent: true,
        publication: { action: "SCHEDULE", publishAt: new Date(server.clock.now().getTime() + 30 * MINUTE) },
      }),
    );
    expect(await alerts.sendUrgentAlerts()).toBe(0);
    server.clock.advance(31 * MINUTE);
    expect(await alerts.sendUrgentAlerts()).toBe(1);
    expect((await delivered()).map((message) => /Subject: (.*)/.exec(message.raw)![1])).toEqual([
      "Urgent: Sports day moved",
    ]);
  });

  it("sends the weekly digest on Sunday evening in the school's zone, once: next week's events, last week's news", async () => {
    await subscribed("parent@example.org", false, true);
    // Sunday 7 December 2031, 17:59 in Johannesburg (UTC+2).
    server.clock.advance(new Date("2031-12-07T15:59:00Z").getTime() - server.clock.now().getTime());
    await create(server, "createEvent", eventInput({ title: "Carol service", date: "2031-12-09" }));
    await create(server, "createEvent", eventInput({ title: "Next month's fair", date: "2032-01-20" }));
    await create(server, "createNews", newsInput({ title: "Chess champions", date: "2031-12-05" }));
    expect(await alerts.sendWeeklyDigest()).toBe(false);
    server.clock.advance(2 * MINUTE);
    expect(await alerts.sendWeeklyDigest()).toBe(true);
    expect(await alerts.sendWeeklyDigest()).toBe(false);
    const [digest] = await delivered();
    const text = readable(digest.raw);
    expect(text).toMatch(/Subject: This week at /);
    expect(text).toContain("Tuesday 9 December, 10:00 AM - 12:00 PM: Carol service");
    expect(text).toContain("Chess champions");
    expect(text).not.toContain("Next month's fair");
    // Monday: not a digest day.
    server.clock.advance(24 * 60 * MINUTE);
    await server.dataSource.query("DELETE FROM alert_sends");
    expect(await alerts.sendWeeklyDigest()).toBe(false);
  });

  it("shows staff the subscribers and the last sends with their deliveries, and sends them a test", async () => {
    await subscribed("parent@example.org");
    await subscribe("waiting@example.org");
    await create(server, "createAnnouncement", announcementInput({ title: "Water off", urgent: true }));
    await alerts.sendUrgentAlerts();
    await delivered();
    server.clock.advance(MINUTE);
    const tested = await server.graphql("mutation { sendTestAlert }", {}, { token: server.staffToken() });
    expect(tested.data).toEqual({ sendTestAlert: true });
    expect((await delivered()).map((message) => message.to)).toEqual([[staffUser.email]]);

    const overview = await server.graphql<{ alertsOverview: Record<string, unknown> }>(
      "{ alertsOverview { urgentSubscribers pushSubscribers digestSubscribers awaitingConfirmation recentSends { kind subject recipients delivered failed queued } } }",
      {},
      { token: server.staffToken() },
    );
    expect(overview.data!.alertsOverview).toEqual({
      urgentSubscribers: 1,
      pushSubscribers: 0,
      digestSubscribers: 1,
      awaitingConfirmation: 1,
      recentSends: [
        {
          kind: "TEST",
          subject: expect.stringMatching(/^Test alert from /),
          recipients: 1,
          delivered: 1,
          failed: 0,
          queued: 0,
        },
        // No browser asked for notifications: the push went to nobody, and is not tried again.
        { kind: "PUSH", subject: "Urgent: Water off", recipients: 0, delivered: 0, failed: 0, queued: 0 },
        { kind: "URGENT", subject: "Urgent: Water off", recipients: 1, delivered: 1, failed: 0, queued: 0 },
      ],
    });
    expect((await server.graphql("{ alertsOverview { urgentSubscribers } }")).errors?.[0].extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
  });
});
