import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import jwt from "jsonwebtoken";

/** One push as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: its keys, and what only it can do, read what was pushed to it. */
export interface TestBrowser {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The push's plain text, decrypted as a browser does (RFC 8291, aes128gcm of RFC 8188). */
  decrypt(body: Buffer): string;
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");

/**
 * Reads an aes128gcm body: salt, record size, the sender's one-time public key, then one record, whose
 * key and nonce come from the shared ECDH secret and the subscription's auth secret (RFC 8291 section 3.4).
 */
function decryptFor(browserKeys: ReturnType<typeof createECDH>, authSecret: Buffer, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20];
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = browserKeys.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browserKeys.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("the push's last record has no delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** A new browser subscribed at the push service at `origin`, with a key pair and auth secret of its own. */
export function subscribedBrowser(origin: string): TestBrowser {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint: `${origin}/push/${randomBytes(12).toString("hex")}`,
    p256dh: b64url(keys.getPublicKey()),
    auth: b64url(authSecret),
    decrypt: (body) => decryptFor(keys, authSecret, body),
  };
}

/**
 * Checks the push's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed
 * ES256 by that key, for this push service's origin, not expired, and at most 24 hours long.
 * Answers the public key and the JWT's claims.
 */
export function verifyVapid(
  authorization: string | undefined,
  origin: string,
): { publicKey: string; claims: jwt.JwtPayload } {
  const match = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, publicKey] = match;
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const claims = jwt.verify(token, key, { algorithms: ["ES256"], audience: origin }) as jwt.JwtPayload;
  if (!claims.exp || claims.exp * 1000 > Date.now() + 24 * 60 * 60 * 1000) throw new Error("VAPID JWT over 24 h");
  return { publicKey, claims };
}

/** A self-signed certificate for 127.0.0.1 (Debian's openssl), as PEM files in `dir`. */
function loopbackCertificate(dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = path.join(dir, "push-service.key");
  const certFile = path.join(dir, "push-service.crt");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
      .concat(["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"])
      .concat(["-keyout", keyFile, "-out", certFile]),
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile), certFile };
}

/**
 * A push service on loopback, as browsers' vendors run them (RFC 8030), over HTTPS as they all are,
 * with a certificate of its own (`certFile`, for the sender to trust): it takes pushes POSTed to a
 * subscription's endpoint and keeps them. An endpoint can be made to answer another status, as a
 * service does for a browser that unsubscribed (410) or while it is down (503).
 */
export async function startPushService({ onReceived }: { onReceived?: (push: ReceivedPush) => void } = {}) {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const certDir = fs.mkdtempSync(path.join(os.tmpdir(), "school-push-service-"));
  const { key, cert, certFile } = loopbackCertificate(certDir);
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "";
      const status = answers.get(path)?.shift() ?? 201;
      if (status === 201) {
        const push = { path, headers: req.headers, body: Buffer.concat(chunks) };
        received.push(push);
        onReceived?.(push);
      }
      res.writeHead(status, { "content-type": "text/plain" }).end(status === 201 ? "" : `status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new browser subscribed at this service, with key pair and auth secret of its own. */
    browser: () => subscribedBrowser(origin),
    /** The next pushes to `endpoint` are answered with these statuses (then 201 again). */
    answer(endpoint: string, ...statuses: number[]) {
      answers.set(new URL(endpoint).pathname, statuses);
    },
    /** The service's certificate (PEM), which a sender must trust (NODE_EXTRA_CA_CERTS). */
    cert,
    certFile,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(certDir, { recursive: true, force: true });
    },
  };
}

export type PushServiceUnderTest = Awaited<ReturnType<typeof startPushService>>;
