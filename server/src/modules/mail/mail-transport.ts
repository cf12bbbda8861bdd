import nodemailer from "nodemailer";
import type { Logger } from "../../logger";
import type { MailMessage } from "../../kernel/mail";

/** How a message leaves the server. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
}

/** SMTP, as SMTP_URL names it (smtp://user:password@host:587, or smtps:// for TLS from the start). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send({ from, to, subject, text, html, headers }) {
      await transporter.sendMail({ from, to, subject, text, html: html ?? undefined, headers });
    },
  };
}

/** With no SMTP server configured (development, the demo), messages go to the log instead. */
export function logTransport(logger: Logger): MailTransport {
  return {
    send({ to, subject, text }) {
      logger.info({ mail: { to, subject, text } }, "e-mail (no SMTP_URL configured, so logged instead of sent)");
      return Promise.resolve();
    },
  };
}
