import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * The message as read: headers unfolded, the quoted-printable body decoded (nodemailer wraps lines, escapes
 * '='). Only the body: a header holding "=31…" (a token after "token=") is not quoted-printable.
 */
export const readable = (raw: string) => {
  const unfolded = raw.replace(/\r\n[ \t]+/g, " ");
  const bodyStart = unfolded.indexOf("\r\n\r\n");
  if (bodyStart < 0) return unfolded;
  const body = unfolded
    .slice(bodyStart)
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return unfolded.slice(0, bodyStart) + body;
};

/**
 * A real SMTP server on loopback that keeps what it receives and refuses everything while `refusing`;
 * closed, it refuses connections like a mail server that is down, until it listens again on its port.
 */
export async function startSmtpServer() {
  const received: Received[] = [];
  const state = { refusing: false };
  const listen = (port: number) =>
    new Promise<SMTPServer>((resolve, reject) => {
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onMailFrom(_address, _session, callback) {
          callback(state.refusing ? Object.assign(new Error("Mailbox unavailable"), { responseCode: 450 }) : null);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            });
            callback();
          });
        },
      });
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.server.off("error", reject);
        resolve(server);
      });
    });
  // A closed SMTPServer answers 421 for good: coming back up takes a new one.
  let server = await listen(0);
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Back after `close`, on the same port (the address SMTP_URL names). */
    async reopen() {
      server = await listen(port);
    },
  };
}
