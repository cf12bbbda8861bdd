import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { e2eState, expect } from "./support";

/**
 * A real SMTP server on loopback, started by global setup in the runner's process: the site sends
 * its e-mail there (SMTP_URL), and each message lands as a file in `dir` for the workers to read.
 */
export async function startMailbox(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const file = path.join(dir, `${String(++received).padStart(5, "0")}.eml`);
        // Written whole, then renamed, so a reader never sees half a message.
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  to: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
}

const header = (head: string, name: string): string =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";

const decode = (body: string, encoding: string): string => {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    case "base64":
      return Buffer.from(body, "base64").toString("utf8");
    default:
      return body;
  }
};

/** The plain-text part of a raw message (single part, or the text/plain part of a multipart one). */
function plainText(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\r\n\r\n");
  const type = header(head, "Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return decode(body, header(head, "Content-Transfer-Encoding"));
  for (const part of body.split(`--${boundary}`)) {
    const text = part.replace(/^\r?\n/, "");
    if (/^Content-Type:\s*multipart\//im.test(text) || /^Content-Type:\s*text\/plain/im.test(text)) {
      const found = plainText(text);
      if (found) return found;
    }
  }
  return "";
}

function read(file: string): ReceivedMail {
  const raw = fs.readFileSync(file, "utf8");
  const [head] = raw.split(/\r?\n\r?\n/);
  return { to: header(head, "To"), subject: header(head, "Subject"), text: plainText(raw).trim() };
}

/** The newest message to `address` whose subject matches, waiting for it to arrive (the outbox sends in the background). */
export async function receivedMail(address: string, subject: RegExp): Promise<ReceivedMail> {
  const { mailDir } = e2eState();
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = fs
          .readdirSync(mailDir)
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .reverse()
          .map((name) => read(path.join(mailDir, name)))
          .find((mail) => mail.to.includes(address) && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `an e-mail to ${address} with a subject like ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
