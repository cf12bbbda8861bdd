import { createLogger } from "../../server/src/logger";
import { startJobRunner } from "../../server/src/jobs/job-runner";
import { MailService, WAKE_MAIL_SENDER, logTransport, smtpTransport } from "../../server/src/modules/mail";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";
import { until } from "../support/poll";
import { readable, startSmtpServer } from "../support/smtp";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const INVITE = `mutation ($email: String!) { inviteStaff(email: $email, role: EDITOR) { id } }`;
const ACCEPT = `mutation ($token: String!, $newPassword: String!) {
  acceptStaffInvitation(token: $token, newPassword: $newPassword) { username }
}`;
const FORGOT = `mutation ($username: String!) { forgotPassword(username: $username) }`;

describe("e-mail outbox", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mail: MailService;
  const outbox = () =>
    server.dataSource.query<{ recipient: string; status: string; attempts: number; last_error: string | null }[]>(
      "SELECT recipient, status, attempts, last_error FROM mail_outbox ORDER BY created_at",
    );
  /** How long the only queued message waits for its next try. */
  const nextTryIn = async () => {
    const [{ next_attempt_at }] = await server.dataSource.query<{ next_attempt_at: Date }[]>(
      "SELECT next_attempt_at FROM mail_outbox",
    );
    return next_attempt_at.getTime() - server.clock.now().getTime();
  };

  beforeAll(async () => {
    server = await startTestServer();
    smtp = await startSmtpServer();
    mail = new MailService(server.dataSource, {
      transport: smtpTransport(smtp.url),
      from: '"Berea Test School" <office@school.example>',
      clock: server.clock,
    });
  });
  afterAll(async () => {
    await smtp.close();
    await server.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.state.refusing = false;
    await server.dataSource.query("DELETE FROM mail_outbox");
  });

  it("keeps a message with the change that caused it, and sends it over SMTP in the background", async () => {
    await mail.queue({
      to: "parent@example.org",
      subject: "School closes at 12:00 today",
      text: "Please collect your daughter at noon.",
      html: "<p>Please collect your daughter at <strong>noon</strong>.</p>",
      headers: { "List-Unsubscribe": "<https://school.example/unsubscribe/abc>" },
    });
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toEqual([
      { recipient: "parent@example.org", status: "queued", attempts: 0, last_error: null },
    ]);

    expect(await mail.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.from).toBe("office@school.example");
    expect(message.to).toEqual(["parent@example.org"]);
    expect(message.raw).toContain("Subject: School closes at 12:00 today");
    expect(message.raw).toContain("List-Unsubscribe: <https://school.example/unsubscribe/abc>");
    expect(message.raw).toContain("Please collect your daughter at noon.");
    expect(message.raw).toContain("text/html");
    expect(await outbox()).toEqual([
      { recipient: "parent@example.org", status: "sent", attempts: 1, last_error: null },
    ]);
    // Sent once: a second run finds nothing due.
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0 });
  });

  it("sends nothing for a change that was rolled back", async () => {
    await server.dataSource
      .transaction(async (manager) => {
        await mail.queue({ to: "parent@example.org", subject: "Never", text: "Never" }, manager);
        throw new Error("the write failed");
      })
      .catch(() => undefined);
    expect(await outbox()).toEqual([]);
  });

  it("retries a refused message with backoff of up to an hour, and gives up after a week", async () => {
    smtp.state.refusing = true;
    const queuedAt = server.clock.now().getTime();
    await mail.queue({ to: "parent@example.org", subject: "Digest", text: "This week" });
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0 });
    const [first] = await outbox();
    expect(first).toMatchObject({ status: "queued", attempts: 1 });
    expect(first.last_error).toMatch(/Mailbox unavailable/);
    // Not due again until its backoff has passed.
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox())[0].attempts).toBe(1);

    const waits = [await nextTryIn()];
    for (let attempt = 2; attempt <= 9; attempt++) {
      server.clock.advance(waits.at(-1)!);
      await mail.sendDue();
      waits.push(await nextTryIn());
    }
    expect(waits.map((wait) => wait / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);

    // Days later it is still tried, an hour apart, until the next try would come when the week is out.
    server.clock.advance(queuedAt + 7 * DAY - 2 * HOUR - server.clock.now().getTime());
    await mail.sendDue();
    expect(await outbox()).toEqual([expect.objectContaining({ status: "queued", attempts: 10 })]);
    server.clock.advance(HOUR);
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 1 });
    expect(await outbox()).toEqual([expect.objectContaining({ status: "failed", attempts: 11 })]);

    smtp.state.refusing = false;
    await mail.queue({ to: "parent@example.org", subject: "Digest", text: "This week" });
    expect(await mail.sendDue()).toEqual({ sent: 1, failed: 0 });
  });

  it("keeps a staff member's mail while the mail server is down, and delivers that message once it is back", async () => {
    await smtp.close();
    try {
      const invited = await server.graphql(
        INVITE,
        { email: "new.teacher@school.example" },
        { token: server.staffToken() },
      );
      expect(invited.errors).toBeUndefined();
      // Down for a day (no server on the port: connection refused), tried every hour.
      for (let hour = 0; hour < 24; hour++) {
        expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0 });
        server.clock.advance(HOUR);
      }
    } finally {
      await smtp.reopen();
    }
    const [waiting] = await outbox();
    expect(waiting).toMatchObject({ recipient: "new.teacher@school.example", status: "queued", attempts: 24 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    const [{ subject, text }] = await server.dataSource.query<{ subject: string; text: string }[]>(
      "SELECT subject, text FROM mail_outbox",
    );
    const link = /https?:\/\/\S+\/admin\/invitation#\S+/.exec(text)![0];

    expect(await mail.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [arrived] = smtp.received;
    expect(arrived.to).toEqual(["new.teacher@school.example"]);
    expect(readable(arrived.raw)).toContain(`Subject: ${subject}`);
    expect(readable(arrived.raw)).toContain(link);
    expect(await outbox()).toEqual([
      { recipient: "new.teacher@school.example", status: "sent", attempts: 25, last_error: null },
    ]);
    // The link still works: an invitation is valid for a week.
    const accepted = await server.graphql(ACCEPT, { token: link.split("#")[1], newPassword: "Reading-Corner-42!" });
    expect(accepted.data?.acceptStaffInvitation).toEqual({ username: "new.teacher" });
  });

  it("gives up on a password reset code's e-mail once the code has expired, and never sends it", async () => {
    await smtp.close();
    try {
      expect((await server.graphql(FORGOT, { username: "office" })).data?.forgotPassword).toBe(true);
      // Tried after 0, 1, 3, 7, 15 and 31 minutes; the next try (63) would come after the code's hour.
      const tries: { sent: number; failed: number }[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        tries.push(await mail.sendDue());
        if (attempt < 6) server.clock.advance(await nextTryIn());
      }
      expect(tries.at(-1)).toEqual({ sent: 0, failed: 1 });
      expect(tries.slice(0, -1)).toEqual(Array(5).fill({ sent: 0, failed: 0 }));
    } finally {
      await smtp.reopen();
    }
    expect(await outbox()).toEqual([expect.objectContaining({ recipient: "office@school.example", status: "failed" })]);
    server.clock.advance(HOUR);
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it("only logs messages, with their links and codes, when no SMTP server is configured", async () => {
    const logger = createLogger("info", "json");
    const info = jest.spyOn(logger, "info").mockImplementation(() => undefined);
    const logged = new MailService(server.dataSource, {
      transport: logTransport(logger),
      from: "office@school.example",
      clock: server.clock,
    });
    const text = "Open https://school.example/admin/invitation#abc123 to choose a password, or enter 123456.";
    await logged.queue({ to: "teacher@school.example", subject: "Hello", text, html: "<p>Hi</p>" });
    expect(await logged.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(info.mock.calls).toEqual([
      [
        { mail: { to: "teacher@school.example", subject: "Hello", text } },
        "e-mail (no SMTP_URL configured, so logged instead of sent)",
      ],
    ]);
  });

  it("wakes the job runner when a message is queued, so it goes out within moments", async () => {
    const woken = new MailService(server.dataSource, {
      transport: smtpTransport(smtp.url),
      from: "office@school.example",
      clock: server.clock,
      wake: (manager) => manager.query(WAKE_MAIL_SENDER).then(() => undefined),
    });
    const runner = await startJobRunner({
      connectionString: (server.dataSource.options as { url: string }).url,
      tasks: [{ name: "mail_send", run: async () => void (await woken.sendDue()) }],
      logger: createLogger("silent"),
      pollInterval: 100,
    });
    try {
      await woken.queue({ to: "parent@example.org", subject: "Soon", text: "Now" });
      await until(() => smtp.received.length > 0);
      expect(smtp.received.map((message) => message.to)).toEqual([["parent@example.org"]]);
    } finally {
      await runner.stop();
    }
  });
});
