import type { DataSource } from "typeorm";
import { LimitExceededError } from "../../kernel/errors";
import { clientNetworkOf } from "../../kernel/request-limit";

/** Failures an account may make before the first lockout, as in the hosted user pool we replaced. */
const FREE_FAILURES = 5;
const FIRST_LOCKOUT_MS = 1000;
const MAX_LOCKOUT_MS = 15 * 60_000;
/** Failures are forgotten after this long without one. */
const IDLE_RESET_MS = 15 * 60_000;
/** The per-address limit counts failures in fixed windows of this length. */
const ADDRESS_WINDOW_MS = 15 * 60_000;

/** How long an account stays locked after its nth consecutive failure: 1 s after the 5th, doubling, at most 15 min. */
export function lockoutMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCKOUT_MS * 2 ** (failures - FREE_FAILURES), MAX_LOCKOUT_MS);
}

interface FailureRow {
  failures: number;
  last_failure_at: Date;
  locked_until: Date | null;
}

/**
 * Brute-force limits kept in Postgres: a doubling lockout per key (a name as typed, so unknown and
 * known names behave alike; an account, for what only its owner reaches) and a cap on failures per
 * client address (an IPv6 client's /64).
 */
export class SignInThrottle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly maxFailuresPerAddress: number,
  ) {}

  async assertAddressAllowed(address: string, now: Date): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM sign_in_address_failures WHERE address = $1 AND window_ends_at > $2 AND failures >= $3`,
      [clientNetworkOf(address), now, this.maxFailuresPerAddress],
    );
    if (rows.length > 0) throw new LimitExceededError();
  }

  /**
   * Counts a request that costs the school something (a reset code's hash and e-mail) against the
   * address like a failure, refusing it once the address is over its cap: counted first, so parallel
   * requests cannot all slip past.
   */
  async takeAddressAttempt(address: string, now: Date): Promise<void> {
    const failures = await this.countAddressFailure(address, now);
    if (failures > this.maxFailuresPerAddress) throw new LimitExceededError();
  }

  async assertNotLocked(key: string, now: Date): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM sign_in_failures WHERE key = $1 AND locked_until > $2`,
      [key, now],
    );
    if (rows.length > 0) throw new LimitExceededError();
  }

  /**
   * Counts the attempt as a failure before the password is checked, so parallel guesses cannot
   * slip past the lockout; a success then clears it. Throws while the key is locked.
   */
  async reserveAttempt(key: string, now: Date): Promise<void> {
    const locked = await this.dataSource.transaction(async (manager) => {
      // One statement that inserts or locks the row: a separate insert and select let a right code's
      // `clear` delete the row in between (parallel codes on one sign-in), and the select found nothing.
      const [row]: FailureRow[] = await manager.query(
        `INSERT INTO sign_in_failures (key, failures, last_failure_at) VALUES ($1, 0, $2)
         ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
         RETURNING failures, last_failure_at, locked_until`,
        [key, now],
      );
      if (row.locked_until && row.locked_until > now) return "locked";
      const idle = now.getTime() - row.last_failure_at.getTime() >= IDLE_RESET_MS;
      const failures = (idle ? 0 : row.failures) + 1;
      const lockMs = lockoutMs(failures);
      const lockedUntil = lockMs > 0 ? new Date(now.getTime() + lockMs) : null;
      await manager.query(
        `UPDATE sign_in_failures SET failures = $2, last_failure_at = $3, locked_until = $4 WHERE key = $1`,
        [key, failures, now, lockedUntil],
      );
      return "counted";
    });
    if (locked === "locked") throw new LimitExceededError();
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM sign_in_failures WHERE key = $1`, [key]);
  }

  async recordAddressFailure(address: string, now: Date): Promise<void> {
    await this.countAddressFailure(address, now);
  }

  /** Counts a failure against the address, and forgets counters nobody needs any more; answers the window's count. */
  private async countAddressFailure(address: string, now: Date): Promise<number> {
    const [{ failures }]: { failures: number }[] = await this.dataSource.query(
      `INSERT INTO sign_in_address_failures AS f (address, failures, window_ends_at) VALUES ($1, 1, $3)
       ON CONFLICT (address) DO UPDATE SET
         failures = CASE WHEN f.window_ends_at <= $2 THEN 1 ELSE f.failures + 1 END,
         window_ends_at = CASE WHEN f.window_ends_at <= $2 THEN $3 ELSE f.window_ends_at END
       RETURNING failures`,
      [clientNetworkOf(address), now, new Date(now.getTime() + ADDRESS_WINDOW_MS)],
    );
    await this.dataSource.query(`DELETE FROM sign_in_address_failures WHERE window_ends_at <= $1`, [now]);
    await this.dataSource.query(
      `DELETE FROM sign_in_failures WHERE last_failure_at <= $1 AND (locked_until IS NULL OR locked_until <= $2)`,
      [new Date(now.getTime() - IDLE_RESET_MS), now],
    );
    return failures;
  }
}
