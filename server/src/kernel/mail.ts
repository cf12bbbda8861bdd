import type { EntityManager } from "typeorm";

/** Text set into an HTML message's markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** An e-mail as an area writes it; the sender is the school's configured address. */
export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body every mail client can show. */
  text: string;
  /** An HTML body, when the message has one. */
  html?: string | null;
  /** Extra headers such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** What sent it, when one send goes to many (an alert send's id). */
  batch?: string;
  /** When what it carries (a code, a link) stops working: delivering it later would be no use. */
  expiresAt?: Date;
}

/**
 * Where areas hand over e-mail: kept in the outbox inside `manager`'s transaction (a rolled-back
 * write sends nothing), then sent in the background with retries, never in the request.
 */
export interface Mailer {
  queue(message: MailMessage, manager?: EntityManager): Promise<void>;
}
