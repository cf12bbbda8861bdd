import webpush, { WebPushError } from "web-push";
import { In } from "typeorm";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { UserInputError } from "../../kernel/errors";
import { PushMessage, PushStatus, PushSubscriber, WebPushKeys } from "./push.entities";

/** Tries per push before it is marked failed: over about four hours with the backoff below. */
const MAX_PUSH_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
/** Pushes claimed and sent together per round, so one run never holds many rows for long. */
const ROUND = 20;
/** Pushes sent per run; the next run (woken, or the minute's sweep) goes on. */
const RUN = 500;
/** How long a push service keeps a notification for a browser that is offline: an alert a day late is still news. */
const TIME_TO_LIVE_S = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** Asks the job runner to send soon: one pending job however many pushes are queued (its job key). */
const WAKE_PUSH_SENDER = `SELECT graphile_worker.add_job('push_send', '{}'::json, job_key => 'push_send')`;

/** What the service worker shows: the notification and the page it opens. */
export interface PushNotification {
  title: string;
  body: string;
  /** A path of the site. */
  url: string;
  /** Notifications with one tag replace each other rather than pile up. */
  tag: string;
}

export interface PushSubscriptionValues {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface WebPushOptions {
  clock: Clock;
  /** The contact push services may write to about this sender (a mailto: address). */
  subject: string;
  /** Origins of the push services subscriptions may point at; a host may start with `*.`. */
  services: string[];
  /** Whether a job runner sends pushes (otherwise they wait for one). */
  wakeSender: boolean;
}

const bytesOf = (base64url: string) => Buffer.from(base64url, "base64url");
const isBase64Url = (text: string) => /^[A-Za-z0-9_-]+$/.test(text);

/**
 * Web Push (RFC 8030) to browsers that asked for it, signed with the site's VAPID keys (RFC 8292) and
 * encrypted to each browser (RFC 8291) by the `web-push` package. Pushes go through an outbox like
 * e-mail: written with the change that causes them, sent in the background, retried with backoff; a
 * browser its push service says is gone (404, 410) is forgotten.
 */
export class WebPushService {
  private keys: Promise<WebPushKeys> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: WebPushOptions,
  ) {}

  /** The key pair, made and stored by the first instance that needs it, then the same for every instance. */
  private vapidKeys(): Promise<WebPushKeys> {
    this.keys ??= (async () => {
      const made = webpush.generateVAPIDKeys();
      await this.dataSource.query(
        `INSERT INTO web_push_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
        [made.publicKey, made.privateKey],
      );
      return this.dataSource.getRepository(WebPushKeys).findOneByOrFail({ id: 1 });
    })().catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  /** Whether the site sends to this address: a push service of the list, over its scheme and port. */
  private isKnownService(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    return this.options.services.some((service) => {
      const [scheme, host] = service.split("://");
      const origin = new URL(service.replace("://*.", "://any."));
      if (url.protocol !== `${scheme}:` || url.port !== origin.port) return false;
      return host.startsWith("*.")
        ? url.hostname.endsWith(origin.hostname.slice("any".length))
        : url.hostname === origin.hostname;
    });
  }

  /** Keeps (or renews) a browser's subscription; the same endpoint again replaces its keys. */
  async subscribe({ endpoint, p256dh, auth }: PushSubscriptionValues): Promise<void> {
    if (!this.isKnownService(endpoint)) {
      throw new UserInputError("This browser's push service is not one the site sends notifications to", {
        endpoint: "Unknown push service",
      });
    }
    // An uncompressed P-256 point, and a 16-byte secret (RFC 8291 section 3).
    const key = bytesOf(p256dh);
    if (!isBase64Url(p256dh) || key.length !== 65 || key[0] !== 4) {
      throw new UserInputError("The browser's key is not a P-256 public key", { p256dh: "Not a P-256 public key" });
    }
    if (!isBase64Url(auth) || bytesOf(auth).length !== 16) {
      throw new UserInputError("The browser's auth secret is not 16 bytes", { auth: "Not 16 bytes" });
    }
    await this.dataSource.query(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth) VALUES ($1, $2, $3)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()`,
      [endpoint, p256dh, auth],
    );
  }

  async unsubscribe(endpoint: string): Promise<void> {
    await this.dataSource.getRepository(PushSubscriber).delete({ endpoint });
  }

  async subscriberCount(): Promise<number> {
    return this.dataSource.getRepository(PushSubscriber).count();
  }

  /** Queues `notification` to every subscribed browser inside `manager`'s transaction; answers how many. */
  async queueToAll(manager: EntityManager, batch: string, notification: PushNotification): Promise<number> {
    const [{ queued }] = await manager.query<{ queued: number }[]>(
      `WITH pushes AS (
         INSERT INTO push_outbox (subscription_id, payload, batch, status, next_attempt_at)
         SELECT id, $1, $2, $3, $4 FROM push_subscriptions RETURNING 1
       )
       SELECT count(*)::int AS queued FROM pushes`,
      [JSON.stringify(notification), batch, PushStatus.queued, this.options.clock.now()],
    );
    if (queued > 0 && this.options.wakeSender) await manager.query(WAKE_PUSH_SENDER);
    return queued;
  }

  /**
   * Sends what is due, a round at a time: the round's rows are claimed under locks that other instances
   * skip, so no push goes twice. A failure waits 1, 2, 4 … minutes; a refusal is final.
   */
  async sendDue(): Promise<{ sent: number; failed: number }> {
    const totals = { sent: 0, failed: 0 };
    const keys = await this.vapidKeys();
    for (;;) {
      const claimed = await this.dataSource.transaction(async (manager) => {
        const now = this.options.clock.now();
        const due = await manager
          .getRepository(PushMessage)
          .createQueryBuilder("push")
          .setLock("pessimistic_write")
          .setOnLocked("skip_locked")
          .where("push.status = :queued AND push.next_attempt_at <= :now", { queued: PushStatus.queued, now })
          .orderBy("push.next_attempt_at")
          .limit(ROUND)
          .getMany();
        const ids = due.flatMap((push) => (push.subscriptionId ? [push.subscriptionId] : []));
        const subscribers = ids.length > 0 ? await manager.getRepository(PushSubscriber).findBy({ id: In(ids) }) : [];
        const byId = new Map(subscribers.map((subscriber) => [subscriber.id, subscriber]));
        await Promise.all(
          due.map(async (push) => {
            const outcome = await this.sendOne(manager, push, byId.get(push.subscriptionId ?? ""), keys, now);
            if (outcome !== "retry") totals[outcome]++;
          }),
        );
        return due.length;
      });
      if (claimed < ROUND || totals.sent + totals.failed >= RUN) break;
    }
    return totals;
  }

  private async sendOne(
    manager: EntityManager,
    push: PushMessage,
    subscriber: PushSubscriber | undefined,
    keys: WebPushKeys,
    now: Date,
  ): Promise<"sent" | "failed" | "retry"> {
    const attempts = push.attempts + 1;
    if (!subscriber) {
      await manager.update(PushMessage, push.id, {
        status: PushStatus.failed,
        attempts,
        lastError: "The browser turned notifications off before it was sent",
      });
      return "failed";
    }
    try {
      await webpush.sendNotification(
        { endpoint: subscriber.endpoint, keys: { p256dh: subscriber.p256dh, auth: subscriber.auth } },
        push.payload,
        {
          vapidDetails: { subject: this.options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TIME_TO_LIVE_S,
          urgency: "high",
          timeout: SEND_TIMEOUT_MS,
        },
      );
      await manager.update(PushMessage, push.id, { status: PushStatus.sent, attempts, sentAt: now, lastError: null });
      return "sent";
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : null;
      // The browser unsubscribed or its subscription expired: it will never take a push again.
      const gone = status === 404 || status === 410;
      // Any other refusal (a bad request, a payload too large, keys it does not accept) is the service's final word.
      const refused = status !== null && status >= 400 && status < 500 && status !== 429;
      const givenUp = gone || refused || attempts >= MAX_PUSH_ATTEMPTS;
      const reason = error instanceof WebPushError ? `${error.statusCode} ${error.body}`.trim() : String(error);
      await manager.update(PushMessage, push.id, {
        status: givenUp ? PushStatus.failed : PushStatus.queued,
        attempts,
        lastError: reason.slice(0, 1000),
        nextAttemptAt: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)),
      });
      if (gone) await manager.delete(PushSubscriber, subscriber.id);
      return givenUp ? "failed" : "retry";
    }
  }
}
