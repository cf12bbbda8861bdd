import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { SchoolIdentity } from "../../config";
import type { Clock } from "../../kernel/clock";
import { addDays, todayIn } from "../../kernel/dates";
import { NotFoundError } from "../../kernel/errors";
import { publicAtSql } from "../../kernel/publication";
import type { MailMessage, Mailer } from "../../kernel/mail";
import { RequestLimit, clientNetworkOf } from "../../kernel/request-limit";
import { richTextToPlain } from "../../kernel/rich-text";
import { schoolNameIn } from "../auth";
import { AlertKind, AlertSend, AlertSubscriber } from "./alert.entities";
import { confirmationMail, digestMail, testMail, urgentMail } from "./alerts.mail";
import type { DigestItem, SubscriberLinks } from "./alerts.mail";
import type { PushSubscriptionValues, WebPushService } from "./web-push.service";

/** A confirmation e-mail at most this often per address, so the form cannot be used to flood a mailbox. */
const CONFIRMATION_INTERVAL_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Sign-ups one client address may make an hour: a family or a school's network signs up a few, a
 * script that signs up strangers is stopped.
 */
const SIGN_UPS_PER_CLIENT = { name: "alert-sign-up", max: 20, windowMs: HOUR_MS };
/** Confirmations one mailbox gets a day, however its address is spelt: without it, each spelling would get one. */
const CONFIRMATIONS_PER_MAILBOX = { name: "alert-confirmation", max: 3, windowMs: 24 * HOUR_MS };
/** Browsers one client address may subscribe to push an hour. */
const PUSH_SUBSCRIPTIONS_PER_CLIENT = { name: "push-subscription", max: 20, windowMs: HOUR_MS };
/** Mail providers that ignore dots in an address's local part, each with the domain its mailboxes live at. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };
/** Only announcements this fresh are alerted: never the whole back catalogue when alerts are switched on. */
const URGENT_FRESH_MS = 24 * 60 * 60 * 1000;
/** The digest goes on Sunday from this hour in the school's zone. */
const DIGEST_HOUR = 18;
/** Sunday, as Intl's short English weekday names it. */
const DIGEST_WEEKDAY = "Sun";
const RECENT_SENDS = 10;
/** A notification shows a few lines; the announcement's page has the rest. */
const PUSH_BODY_MAX = 180;

/**
 * The mailbox an address delivers to, however it is spelt: lower case, a quoted local part unquoted,
 * no +tag, and no dots where the provider ignores them.
 */
function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).toLowerCase();
  let domain = address.slice(at + 1).toLowerCase();
  if (/^".*"$/.test(local)) local = local.slice(1, -1).replace(/\\(.)/g, "$1");
  local = local.split("+")[0];
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}

export interface AlertPreferenceValues {
  email: string;
  urgent: boolean;
  digest: boolean;
  confirmed: boolean;
}

interface AlertSendFigures {
  kind: AlertKind;
  subject: string;
  sentAt: Date;
  recipients: number;
  delivered: number;
  failed: number;
  queued: number;
}

export interface AlertsOverviewValues {
  urgentSubscribers: number;
  pushSubscribers: number;
  digestSubscribers: number;
  awaitingConfirmation: number;
  recentSends: AlertSendFigures[];
}

/**
 * E-mail alerts for parents, with no account: subscribe with an address and what they want (double
 * opt-in: nothing is sent until the link in the confirmation is opened), change it or leave through
 * the links every alert carries. Urgent announcements go out once each as soon as they are public; the
 * digest once a week, on Sunday evening in the school's zone. Every message goes through the outbox.
 */
export class AlertsService {
  private readonly schoolName: (manager: EntityManager) => Promise<string>;
  private readonly signUps: RequestLimit;
  private readonly confirmations: RequestLimit;
  private readonly pushSubscriptions: RequestLimit;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: Mailer,
    private readonly clock: Clock,
    private readonly school: SchoolIdentity,
    private readonly publicUrl: string,
    private readonly push: WebPushService,
  ) {
    this.schoolName = schoolNameIn(school.name);
    this.signUps = new RequestLimit(dataSource, SIGN_UPS_PER_CLIENT);
    this.confirmations = new RequestLimit(dataSource, CONFIRMATIONS_PER_MAILBOX);
    this.pushSubscriptions = new RequestLimit(dataSource, PUSH_SUBSCRIPTIONS_PER_CLIENT);
  }

  private links(token: string): SubscriberLinks {
    const at = (path: string) => `${this.publicUrl}${path}?token=${encodeURIComponent(token)}`;
    return { confirm: at("/alerts/confirm"), manage: at("/alerts/manage"), unsubscribe: at("/alerts/unsubscribe") };
  }

  /**
   * Always answers alike, whether the address is new, waiting or confirmed, so the form tells nobody
   * who subscribed. A new or unconfirmed address gets (at most every 10 minutes, and 3 times a day
   * per mailbox) the confirmation; a confirmed one keeps its choices, which only its own links change.
   * A client address making too many sign-ups is refused with LimitExceededException.
   */
  async subscribe(email: string, urgent: boolean, digest: boolean, clientAddress: string): Promise<void> {
    const address = email.trim();
    const now = this.clock.now();
    await this.signUps.takeOrRefuse(clientNetworkOf(clientAddress), now);
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(AlertSubscriber);
      let subscriber = await repository
        .createQueryBuilder("subscriber")
        .setLock("pessimistic_write")
        .where("lower(subscriber.email) = lower(:address)", { address })
        .getOne();
      if (subscriber?.confirmedAt) return;
      if (
        subscriber?.confirmationSentAt &&
        now.getTime() - subscriber.confirmationSentAt.getTime() < CONFIRMATION_INTERVAL_MS
      )
        return;
      // Silently, like the interval: a refusal would tell who has been signed up.
      if (!(await this.confirmations.take(mailboxOf(address), now))) return;
      if (subscriber) await repository.update(subscriber.id, { urgent, digest, confirmationSentAt: now });
      else
        subscriber = await repository.save(
          repository.create({
            email: address,
            token: randomBytes(32).toString("base64url"),
            urgent,
            digest,
            confirmationSentAt: now,
          }),
        );
      await this.mail.queue(
        confirmationMail(address, await this.schoolName(manager), this.links(subscriber.token)),
        manager,
      );
    });
  }

  private async byToken(token: string): Promise<AlertSubscriber> {
    const subscriber = await this.dataSource.getRepository(AlertSubscriber).findOneBy({ token });
    if (!subscriber) throw new NotFoundError("Alert subscription", "this link");
    return subscriber;
  }

  private preferencesOf(subscriber: AlertSubscriber): AlertPreferenceValues {
    const { email, urgent, digest, confirmedAt } = subscriber;
    return { email, urgent, digest, confirmed: confirmedAt !== null };
  }

  async confirm(token: string): Promise<AlertPreferenceValues> {
    const subscriber = await this.byToken(token);
    if (!subscriber.confirmedAt) {
      subscriber.confirmedAt = this.clock.now();
      await this.dataSource
        .getRepository(AlertSubscriber)
        .update(subscriber.id, { confirmedAt: subscriber.confirmedAt });
    }
    return this.preferencesOf(subscriber);
  }

  async preferences(token: string): Promise<AlertPreferenceValues> {
    return this.preferencesOf(await this.byToken(token));
  }

  async updatePreferences(token: string, urgent: boolean, digest: boolean): Promise<AlertPreferenceValues> {
    const subscriber = await this.byToken(token);
    await this.dataSource.getRepository(AlertSubscriber).update(subscriber.id, { urgent, digest });
    return this.preferencesOf({ ...subscriber, urgent, digest });
  }

  /** Forgets the address altogether. A link used twice (or a mail client's one click after it) is no error. */
  async unsubscribe(token: string): Promise<void> {
    await this.dataSource.getRepository(AlertSubscriber).delete({ token });
  }

  pushPublicKey(): Promise<string> {
    return this.push.publicKey();
  }

  /** A client address subscribing too many browsers is refused with LimitExceededException. */
  async subscribeToPush(subscription: PushSubscriptionValues, clientAddress: string): Promise<void> {
    await this.pushSubscriptions.takeOrRefuse(clientNetworkOf(clientAddress), this.clock.now());
    await this.push.subscribe(subscription);
  }

  unsubscribeFromPush(endpoint: string): Promise<void> {
    return this.push.unsubscribe(endpoint);
  }

  sendDuePushes(): Promise<{ sent: number; failed: number }> {
    return this.push.sendDue();
  }

  /** Records a send once (its kind and reference are unique); null when it was made before. */
  private async startSend(
    manager: EntityManager,
    kind: AlertKind,
    reference: string,
    subject: string,
  ): Promise<string | null> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO alert_sends (kind, reference, subject, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, reference) DO NOTHING RETURNING id`,
      [kind, reference, subject, this.clock.now()],
    );
    return row?.id ?? null;
  }

  /** Queues `mailFor` each confirmed subscriber who wants `wants`, as part of send `sendId`, and records how many. */
  private async queueToSubscribers(
    manager: EntityManager,
    sendId: string,
    wants: "urgent" | "digest",
    mailFor: (subscriber: AlertSubscriber) => MailMessage,
  ): Promise<void> {
    const subscribers = await manager
      .getRepository(AlertSubscriber)
      .createQueryBuilder("subscriber")
      .where(`subscriber.confirmed_at IS NOT NULL AND subscriber.${wants}`)
      .orderBy("subscriber.created_at")
      .getMany();
    for (const subscriber of subscribers) await this.mail.queue(mailFor(subscriber), manager);
    await manager.update(AlertSend, sendId, { recipients: subscribers.length });
  }

  /**
   * Alerts every urgent announcement that became public (just now, or at its scheduled time) and has
   * not been alerted, by e-mail and by push: once each, whichever instance's job gets there first.
   * Answers how many announcements were alerted.
   */
  async sendUrgentAlerts(): Promise<number> {
    const now = this.clock.now();
    const due = await this.dataSource.query<{ id: string; title: string; content: string }[]>(
      `SELECT id, title, content FROM announcements
       WHERE urgent AND active AND deleted_at IS NULL AND ${publicAtSql("", "$1")} AND published_at > $2
         AND (NOT EXISTS (SELECT 1 FROM alert_sends WHERE kind = 'URGENT' AND reference = announcements.id::text)
           OR NOT EXISTS (SELECT 1 FROM alert_sends WHERE kind = 'PUSH' AND reference = announcements.id::text))
       ORDER BY published_at`,
      [now, new Date(now.getTime() - URGENT_FRESH_MS)],
    );
    let sent = 0;
    for (const announcement of due) {
      const subject = `Urgent: ${announcement.title}`;
      const text = richTextToPlain(announcement.content);
      const path = `/announcements/${announcement.id}`;
      await this.dataSource.transaction(async (manager) => {
        const mailSend = await this.startSend(manager, AlertKind.URGENT, announcement.id, subject);
        if (mailSend) {
          const schoolName = await this.schoolName(manager);
          const item = { title: announcement.title, text, url: `${this.publicUrl}${path}` };
          await this.queueToSubscribers(manager, mailSend, "urgent", ({ email, token }) =>
            urgentMail(email, schoolName, item, this.links(token), mailSend),
          );
        }
        const pushSend = await this.startSend(manager, AlertKind.PUSH, announcement.id, subject);
        if (pushSend) {
          const recipients = await this.push.queueToAll(manager, pushSend, {
            title: subject,
            body: text.length > PUSH_BODY_MAX ? `${text.slice(0, PUSH_BODY_MAX - 1).trimEnd()}…` : text,
            url: path,
            tag: `announcement-${announcement.id}`,
          });
          await manager.update(AlertSend, pushSend, { recipients });
        }
        if (mailSend || pushSend) sent++;
      });
    }
    return sent;
  }

  /**
   * On Sunday from 18:00 in the school's zone, once that day: the events of the coming week and the news
   * of the past week to every digest subscriber. Answers whether it sent (nothing to say sends nothing).
   */
  async sendWeeklyDigest(): Promise<boolean> {
    const now = this.clock.now();
    const local = new Intl.DateTimeFormat("en-US", {
      timeZone: this.school.timeZone,
      weekday: "short",
      hour: "numeric",
      hourCycle: "h23",
    }).formatToParts(now);
    const weekday = local.find((part) => part.type === "weekday")?.value;
    const hour = Number(local.find((part) => part.type === "hour")?.value);
    if (weekday !== DIGEST_WEEKDAY || hour < DIGEST_HOUR) return false;
    const today = todayIn(this.school.timeZone, now);
    return this.dataSource.transaction(async (manager) => {
      const schoolName = await this.schoolName(manager);
      const sendId = await this.startSend(manager, AlertKind.DIGEST, today, `This week at ${schoolName}`);
      if (!sendId) return false;
      const digest = await this.digestContent(manager, today, now);
      if (digest.news.length + digest.events.length === 0) return false;
      await this.queueToSubscribers(manager, sendId, "digest", ({ email, token }) =>
        digestMail(email, schoolName, digest, this.links(token), sendId),
      );
      return true;
    });
  }

  private async digestContent(manager: EntityManager, today: string, now: Date) {
    const isPublic = `deleted_at IS NULL AND ${publicAtSql("", "$1")}`;
    const day = (date: string) =>
      // 'Tuesday 9 December' (en-ZA would write 'Tuesday, 09 December').
      new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
        new Date(`${date}T00:00:00Z`),
      );
    const events = await manager.query<{ id: string; title: string; date: string; time: string }[]>(
      `SELECT id, title, date::text AS date, time FROM events WHERE ${isPublic} AND date BETWEEN $2 AND $3 ORDER BY date, id`,
      [now, addDays(today, 1), addDays(today, 7)],
    );
    const news = await manager.query<{ id: string; title: string; date: string }[]>(
      `SELECT id, title, date::text AS date FROM news WHERE ${isPublic} AND published_at > $2 ORDER BY date DESC, id`,
      [now, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000)],
    );
    const item = (path: string, when: string, title: string, id: string): DigestItem => ({
      title,
      when,
      url: `${this.publicUrl}/${path}/${id}`,
    });
    return {
      events: events.map((event) => item("events", `${day(event.date)}, ${event.time}`, event.title, event.id)),
      news: news.map((article) => item("news", day(article.date), article.title, article.id)),
    };
  }

  /** Sends the alerts' look to a staff member's own address, so they see that delivery works. */
  async sendTest(to: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const schoolName = await this.schoolName(manager);
      const reference = randomBytes(8).toString("hex");
      const sendId = (await this.startSend(manager, AlertKind.TEST, reference, `Test alert from ${schoolName}`))!;
      // A test is not a subscription: its links lead to pages that say so.
      await this.mail.queue(testMail(to, schoolName, this.links("test"), sendId), manager);
      await manager.update(AlertSend, sendId, { recipients: 1 });
    });
  }

  async overview(): Promise<AlertsOverviewValues> {
    const [counts] = await this.dataSource.query<
      { urgent: number; digest: number; waiting: number }[]
    >(`SELECT count(*) FILTER (WHERE confirmed_at IS NOT NULL AND urgent)::int AS urgent,
              count(*) FILTER (WHERE confirmed_at IS NOT NULL AND digest)::int AS digest,
              count(*) FILTER (WHERE confirmed_at IS NULL)::int AS waiting
       FROM alert_subscribers`);
    const sends = await this.dataSource.query<
      {
        kind: AlertKind;
        subject: string;
        created_at: Date;
        recipients: number;
        sent: number;
        failed: number;
        queued: number;
      }[]
    >(
      `SELECT send.kind, send.subject, send.created_at, send.recipients,
              count(*) FILTER (WHERE message.status = 'sent')::int AS sent,
              count(*) FILTER (WHERE message.status = 'failed')::int AS failed,
              count(*) FILTER (WHERE message.status = 'queued')::int AS queued
       FROM alert_sends send
       LEFT JOIN (SELECT batch, status FROM mail_outbox WHERE batch IS NOT NULL
                  UNION ALL SELECT batch, status FROM push_outbox) message ON message.batch = send.id::text
       GROUP BY send.id ORDER BY send.created_at DESC, send.kind LIMIT $1`,
      [RECENT_SENDS],
    );
    return {
      urgentSubscribers: counts.urgent,
      pushSubscribers: await this.push.subscriberCount(),
      digestSubscribers: counts.digest,
      awaitingConfirmation: counts.waiting,
      recentSends: sends.map((send) => ({
        kind: send.kind,
        subject: send.subject,
        sentAt: send.created_at,
        recipients: send.recipients,
        delivered: send.sent,
        failed: send.failed,
        queued: send.queued,
      })),
    };
  }
}
