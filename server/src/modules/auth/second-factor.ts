import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { DataSource, EntityManager } from "typeorm";
import { digestOf } from "./session.service";

/** RFC 6238's defaults, the only ones every authenticator app reads from a QR code. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after now is accepted too, for a phone's clock a little off. */
const WINDOW_STEPS = 1;
const SECRET_BYTES = 20;
const RECOVERY_CODE_COUNT = 10;
/** Letters and digits nobody mistakes for each other when copying from paper (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_HALF = 5;

/** What an authenticator app needs to add the account: the secret, as a link and as a QR code of it. */
export interface TotpSetup {
  sharedSecret: string;
  setupUri: string;
  /** The setup URI as a QR code: an SVG `data:` URL, ready for an `<img>`. */
  qrCode: string;
}

/** Which kind of second factor a code was. */
export type SecondFactorUsed = "authenticator" | "recovery";

function totpOf(secret: string, names: { issuer?: string; label?: string } = {}): TOTP {
  return new TOTP({
    ...names,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** Spaces and dashes are how people copy codes; neither is part of one. */
const normalized = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

function recoveryCode(): string {
  const part = () =>
    Array.from({ length: RECOVERY_HALF }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${part().join("")}-${part().join("")}`;
}

/**
 * The second factor of a staff account: a TOTP secret in an authenticator app (RFC 6238 through
 * `otpauth`, on the server's clock) and one-time recovery codes. A code is accepted once: each
 * account keeps the time step of the last code it took and takes only later ones.
 */
export class SecondFactor {
  constructor(private readonly dataSource: DataSource) {}

  /** A new random secret with its link and QR code; the link names the school (issuer) and the account. */
  async newSetup(issuer: string, account: string): Promise<TotpSetup> {
    const sharedSecret = new Secret({ size: SECRET_BYTES }).base32;
    const setupUri = totpOf(sharedSecret, { issuer, label: account }).toString();
    // The lowest error correction gives the fewest, largest modules: a screen shows the code crisp and
    // whole, so nothing needs repairing, and a phone's camera reads it sooner.
    const svg = await QRCode.toString(setupUri, { type: "svg", errorCorrectionLevel: "L", margin: 2 });
    return { sharedSecret, setupUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  }

  /** The time step of `code` under `secret` at `now` (the step before or after too), or null. */
  stepOf(secret: string, code: string, now: Date): number | null {
    const token = normalized(code);
    if (!/^\d{6}$/.test(token)) return null;
    const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: WINDOW_STEPS });
    return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  }

  /**
   * Takes a code from the user's authenticator app or one of their recovery codes, once: a used
   * recovery code is kept, marked used (so that a second try can be told so), and an app's code must be
   * of a later step than the last one taken.
   */
  async use(
    userId: string,
    code: string,
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SecondFactorUsed | null> {
    const [row]: { totp_secret: string | null }[] = await manager.query(`SELECT totp_secret FROM users WHERE id = $1`, [
      userId,
    ]);
    if (!row?.totp_secret) return null;
    const step = this.stepOf(row.totp_secret, code, now);
    if (step !== null) return (await this.takeStep(manager, userId, step)) ? "authenticator" : null;
    const [, marked]: [unknown, number] = await manager.query(
      `UPDATE totp_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, digestOf(normalized(code)), now],
    );
    return marked > 0 ? "recovery" : null;
  }

  /** Whether `code` is one of the user's recovery codes that was used already (each works once). */
  async isUsedRecoveryCode(userId: string, code: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM totp_recovery_codes WHERE user_id = $1 AND code_hash = $2 AND used_at IS NOT NULL`,
      [userId, digestOf(normalized(code))],
    );
    return rows.length > 0;
  }

  /** Records `step` as the user's last accepted one; false when it (or a later one) was taken already. */
  async takeStep(manager: EntityManager, userId: string, step: number): Promise<boolean> {
    const [, updated]: [unknown, number] = await manager.query(
      `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [userId, step],
    );
    return updated > 0;
  }

  /**
   * Ten new recovery codes, replacing any the user had; only their SHA-256 is stored (each carries
   * about 50 random bits, so a slow hash would add nothing a plain digest lacks).
   */
  async issueRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await manager.query(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(
      `INSERT INTO totp_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::char(64)[]) ON CONFLICT DO NOTHING`,
      [userId, codes.map((code) => digestOf(normalized(code)))],
    );
    return codes;
  }

  /** Forgets the user's second factor: secret, any set-up under way and recovery codes. */
  async remove(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_pending_secret = NULL, totp_last_step = NULL
        WHERE id = $1`,
      [userId],
    );
    await manager.query(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [userId]);
  }
}
