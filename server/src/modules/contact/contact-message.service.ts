import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { CrudService } from "../../kernel/crud.service";
import { LimitExceededError } from "../../kernel/errors";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, SortKey } from "../../kernel/pagination";
import { ContactMessage } from "./contact-message.entity";
import type { ContactMessageInput, ContactMessageListArgs } from "./contact-message.inputs";

/** Messages one client address may send per window: a family writing twice gets through, a flood does not. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
const CONTACT_WINDOW_MS = 60 * 60_000;

const NEWEST_FIRST: SortKey[] = [
  { column: "message.created_at", property: "createdAt", format: CursorFormat.timestamp },
  { column: "message.id", property: "id", format: CursorFormat.uuid },
];

export type SubmitOutcome = "stored" | "discarded";

export class ContactMessageService extends CrudService<ContactMessage, ContactMessageInput> {
  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly maxPerWindow = CONTACT_MESSAGES_PER_WINDOW,
  ) {
    super(dataSource, ContactMessage, "Contact message");
  }

  /**
   * Counts the attempt against the sender's address (in Postgres, so every instance shares the
   * limit), then stores the message, or quietly drops it when the honeypot field was filled in.
   */
  async submit(input: ContactMessageInput, clientAddress: string): Promise<SubmitOutcome> {
    await this.countAttempt(clientAddress);
    if (input.website?.trim()) return "discarded";
    await this.repository.insert({
      name: input.name.trim(),
      email: input.email.trim(),
      subject: input.subject,
      message: input.message.trim(),
      readAt: null,
    });
    return "stored";
  }

  async list(args: ContactMessageListArgs): Promise<Page<ContactMessage>> {
    const query = this.repository.createQueryBuilder("message");
    if (args.unreadOnly) query.andWhere("message.read_at IS NULL");
    return paginate(query, NEWEST_FIRST, "DESC", args);
  }

  async unreadCount(): Promise<number> {
    return this.repository.createQueryBuilder("message").where("message.read_at IS NULL").getCount();
  }

  /** Read keeps the first time it was read; unread clears it. */
  async markRead(id: string, read: boolean): Promise<ContactMessage> {
    const message = await this.get(id);
    if (read && message.readAt) return message;
    await this.repository.update({ id }, { readAt: read ? this.clock.now() : null });
    return this.get(id);
  }

  private async countAttempt(address: string): Promise<void> {
    const now = this.clock.now();
    const [row]: { attempts: number }[] = await this.dataSource.query(
      `INSERT INTO contact_rate_limits AS r (address, attempts, window_ends_at) VALUES ($1, 1, $3)
       ON CONFLICT (address) DO UPDATE SET
         attempts = CASE WHEN r.window_ends_at <= $2 THEN 1 ELSE r.attempts + 1 END,
         window_ends_at = CASE WHEN r.window_ends_at <= $2 THEN $3 ELSE r.window_ends_at END
       RETURNING attempts`,
      [address.slice(0, 64), now, new Date(now.getTime() + CONTACT_WINDOW_MS)],
    );
    await this.dataSource.query(`DELETE FROM contact_rate_limits WHERE window_ends_at <= $1`, [now]);
    if (row.attempts > this.maxPerWindow) throw new LimitExceededError();
  }
}
