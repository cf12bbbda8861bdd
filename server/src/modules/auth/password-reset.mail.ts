import { escapeHtml } from "../../kernel/mail";
import type { MailMessage } from "../../kernel/mail";

export interface PasswordResetCode {
  to: string;
  schoolName: string;
  username: string;
  code: string;
  /** How long the code works, in minutes. */
  validMinutes: number;
  expiresAt: Date;
}

/** The e-mail with a password-reset code: plain text and the same in HTML. */
export function passwordResetMail({
  to,
  schoolName,
  username,
  code,
  validMinutes,
  expiresAt,
}: PasswordResetCode): MailMessage {
  const subject = `Your ${schoolName} staff panel password reset code`;
  const opening = `Someone asked to reset the password of ${username} on the ${schoolName} website's staff panel.`;
  const instruction = "Enter this code with your new password:";
  const closing = `The code works once, for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`;
  return {
    to,
    subject,
    text: [opening, instruction, "", code, "", closing].join("\n"),
    html: [
      `<p>${escapeHtml(opening)}</p>`,
      `<p>${escapeHtml(instruction)}</p>`,
      `<p style="font-size:1.5em;font-weight:bold;letter-spacing:0.2em">${escapeHtml(code)}</p>`,
      `<p>${escapeHtml(closing)}</p>`,
    ].join("\n"),
    expiresAt,
  };
}
