import { createLogger } from "../../server/src/logger";
import { startJobRunner } from "../../server/src/jobs/job-runner";
import { MailService, WAKE_MAIL_SENDER, logTransport, smtpTransport } from "../../server/src/modules/mail";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";
import { until } from "../support/poll";
import { startSmtpServer } from "../support/smtp";

describe("e-mail outbox", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mail: MailService;
  const outbox = () =>
    server.dataSource.query<{ recipient: string; status: string; attempts: number; last_error: string | null }[]>(
      "SELECT recipient, status, attempts, last_error FROM mail_outbox ORDER BY created_at",
    );

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

  it("retries a refused message later with backoff, and gives up after the last try", async () => {
    smtp.state.refusing = true;
    await mail.queue({ to: "parent@example.org", subject: "Digest", text: "This week" });
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0 });
    const [first] = await outbox();
    expect(first).toMatchObject({ status: "queued", attempts: 1 });
    expect(first.last_error).toMatch(/Mailbox unavailable/);
    // Not due again until its backoff has passed.
    expect(await mail.sendDue()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox())[0].attempts).toBe(1);

    for (let attempt = 2; attempt <= 8; attempt++) {
      server.clock.advance(2 ** attempt * 60_000);
      await mail.sendDue();
    }
    expect(await outbox()).toEqual([expect.objectContaining({ status: "failed", attempts: 8 })]);

    smtp.state.refusing = false;
    await mail.queue({ to: "parent@example.org", subject: "Digest", text: "This week" });
    expect(await mail.sendDue()).toEqual({ sent: 1, failed: 0 });
  });

  it("only logs messages when no SMTP server is configured", async () => {
    const logged = new MailService(server.dataSource, {
      transport: logTransport(createLogger("silent")),
      from: "office@school.example",
      clock: server.clock,
    });
    await logged.queue({ to: "parent@example.org", subject: "Hello", text: "Hi" });
    expect(await logged.sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(0);
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
