import { escapeHtml } from "../../kernel/mail";
import type { MailMessage } from "../../kernel/mail";

/** Where a subscriber's links lead, all carrying their token. */
export interface SubscriberLinks {
  confirm: string;
  manage: string;
  unsubscribe: string;
}

/** The lines under every alert: why it came, how to change or stop it in one click (RFC 8058). */
function withFooter(
  message: { to: string; subject: string; lines: string[]; link?: { text: string; href: string } },
  schoolName: string,
  links: SubscriberLinks,
  batch?: string,
): MailMessage {
  const footer = `You get this because you asked ${schoolName} for e-mail alerts.`;
  const text = [
    ...message.lines,
    ...(message.link ? ["", `${message.link.text}: ${message.link.href}`] : []),
    "",
    "--",
    footer,
    `Change what you get: ${links.manage}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join("\n");
  const html = [
    ...message.lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")),
    ...(message.link ? [`<p><a href="${escapeHtml(message.link.href)}">${escapeHtml(message.link.text)}</a></p>`] : []),
    `<hr><p style="color:#555;font-size:14px">${escapeHtml(footer)} <a href="${escapeHtml(links.manage)}">Change what you get</a> · <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    to: message.to,
    subject: message.subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    batch,
  };
}

/** Asks the address's owner to confirm: nothing else is sent until they do. */
export function confirmationMail(to: string, schoolName: string, links: SubscriberLinks): MailMessage {
  const lines = [
    `Someone, hopefully you, asked for e-mail alerts from ${schoolName} at this address.`,
    "Nothing will be sent until you confirm. If it was not you, ignore this e-mail.",
  ];
  return {
    to,
    subject: `Confirm your e-mail alerts from ${schoolName}`,
    text: [...lines, "", `Confirm: ${links.confirm}`].join("\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(links.confirm)}">Confirm my alerts</a></p>`,
    ].join("\n"),
  };
}

export interface UrgentAnnouncement {
  title: string;
  text: string;
  url: string;
}

export function urgentMail(
  to: string,
  schoolName: string,
  announcement: UrgentAnnouncement,
  links: SubscriberLinks,
  batch: string,
): MailMessage {
  return withFooter(
    {
      to,
      subject: `Urgent: ${announcement.title}`,
      lines: [announcement.title, "", announcement.text],
      link: { text: "Read it on the website", href: announcement.url },
    },
    schoolName,
    links,
    batch,
  );
}

export interface DigestItem {
  title: string;
  /** The date as parents read it (e.g. 'Tuesday 2 December'), and a time for events. */
  when: string;
  url: string;
}

export function digestMail(
  to: string,
  schoolName: string,
  digest: { news: DigestItem[]; events: DigestItem[] },
  links: SubscriberLinks,
  batch: string,
): MailMessage {
  const section = (title: string, items: DigestItem[]) =>
    items.length ? [title, ...items.map((item) => `- ${item.when}: ${item.title} (${item.url})`), ""] : [];
  return withFooter(
    {
      to,
      subject: `This week at ${schoolName}`,
      lines: [...section("Coming up this week", digest.events), ...section("News from the past week", digest.news)],
    },
    schoolName,
    links,
    batch,
  );
}

/** What a staff member's "Send a test" sends: the alerts' look, to their own address. */
export function testMail(to: string, schoolName: string, links: SubscriberLinks, batch: string): MailMessage {
  return withFooter(
    {
      to,
      subject: `Test alert from ${schoolName}`,
      lines: ["This is a test of the e-mail alerts parents receive. It reached you, so alerts are being delivered."],
    },
    schoolName,
    links,
    batch,
  );
}
