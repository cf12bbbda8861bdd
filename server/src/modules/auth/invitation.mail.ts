import { escapeHtml } from "../../kernel/mail";
import type { MailMessage } from "../../kernel/mail";
import { Role } from "../../kernel/roles";

/** The role as the invitation names it. */
const ROLE_DESCRIPTION: Record<Role, string> = {
  [Role.ADMINISTRATOR]: "an administrator (content, staff accounts, settings and the activity log)",
  [Role.EDITOR]: "an editor (news, events, announcements, documents, the gallery and pages)",
};

export interface Invitation {
  to: string;
  schoolName: string;
  role: Role;
  /** The panel's page that sets the password, with the invitation's token. */
  link: string;
  expiresAt: Date;
  timeZone: string;
}

/** The e-mail that invites a colleague to the staff panel: plain text and the same in HTML. */
export function invitationMail({ to, schoolName, role, link, expiresAt, timeZone }: Invitation): MailMessage {
  const until = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeStyle: "short", timeZone }).format(expiresAt);
  const subject = `You are invited to the ${schoolName} website's staff panel`;
  const lines = [
    `You have been invited to help run the ${schoolName} website as ${ROLE_DESCRIPTION[role]}.`,
    "Open this link to choose your password:",
  ];
  const closing = `The link works once, until ${until}. If you did not expect this e-mail, you can ignore it.`;
  return {
    to,
    subject,
    text: [...lines, link, "", closing].join("\n"),
    html: [
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p><a href="${escapeHtml(link)}">Choose your password</a></p>`,
      `<p>${escapeHtml(closing)}</p>`,
    ].join("\n"),
    expiresAt,
  };
}
