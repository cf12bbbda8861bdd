import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../kernel/clock";
import type { MailMessage, Mailer } from "../../kernel/mail";
import type { MailTransport } from "./mail-transport";
import { OutboxMessage, OutboxStatus } from "./outbox-message.entity";

/** How long a down mail server may delay a message before it is marked failed. */
const RETRY_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** Messages sent per run, so one run never holds the queue for long. */
const BATCH = 50;
const RETRY_BASE_MS = 60_000;
/** The longest wait between tries, so mail goes out within the hour of the mail server's return. */
const RETRY_MAX_MS = 60 * 60_000;
/** Asks the job runner to send soon: one pending job however many messages are queued (its job key). */
export const WAKE_MAIL_SENDER = `SELECT graphile_worker.add_job('mail_send', '{}'::json, job_key => 'mail_send')`;

export interface MailServiceOptions {
  transport: MailTransport;
  from: string;
  clock: Clock;
  /** Asks the job runner to send soon (absent where this process runs no jobs: the minute's sweep will). */
  wake?: (manager: EntityManager) => Promise<void>;
}

/** The outbox: e-mail written with the change that causes it, sent in the background, retried with backoff. */
export class MailService implements Mailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: MailServiceOptions,
  ) {}

  async queue(message: MailMessage, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const now = this.options.clock.now();
    const windowEnd = new Date(now.getTime() + RETRY_WINDOW_MS);
    await manager.insert(OutboxMessage, {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? {},
      batch: message.batch ?? null,
      status: OutboxStatus.queued,
      nextAttemptAt: now,
      giveUpAt: message.expiresAt && message.expiresAt < windowEnd ? message.expiresAt : windowEnd,
    });
    await this.options.wake?.(manager);
  }

  /**
   * Sends what is due. Each message is claimed under a row lock that other instances skip, so two
   * runs never send the same one. A failure waits 1, 2, 4 … minutes, then an hour between tries; the
   * message is failed when its next try would not come before its give-up time (a week, or its expiry).
   */
  async sendDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const outcome = await this.dataSource.transaction(async (manager) => {
        const now = this.options.clock.now();
        const [message] = await manager
          .getRepository(OutboxMessage)
          .createQueryBuilder("message")
          .setLock("pessimistic_write")
          .setOnLocked("skip_locked")
          .where("message.status = :queued AND message.next_attempt_at <= :now", { queued: OutboxStatus.queued, now })
          .orderBy("message.next_attempt_at")
          .limit(1)
          .getMany();
        if (!message) return null;
        try {
          const { batch: _batch, ...outgoing } = message;
          await this.options.transport.send({ ...outgoing, from: this.options.from });
          await manager.update(OutboxMessage, message.id, {
            status: OutboxStatus.sent,
            attempts: message.attempts + 1,
            sentAt: now,
            lastError: null,
          });
          return "sent";
        } catch (error) {
          const attempts = message.attempts + 1;
          // A 5xx answer is the mail server's final word (no such mailbox): trying again would only bounce again.
          const { responseCode } = error as { responseCode?: unknown };
          const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
          const waitMs = Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);
          const nextAttemptAt = new Date(now.getTime() + waitMs);
          const givenUp = permanent || nextAttemptAt >= message.giveUpAt;
          await manager.update(OutboxMessage, message.id, {
            status: givenUp ? OutboxStatus.failed : OutboxStatus.queued,
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
            nextAttemptAt,
          });
          return givenUp ? "failed" : "retry";
        }
      });
      if (outcome === null) break;
      if (outcome === "sent") sent++;
      if (outcome === "failed") failed++;
      if (sent + failed >= BATCH) break;
    }
    return { sent, failed };
  }
}
