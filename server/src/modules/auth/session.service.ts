import { createHash, randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { UserStatus } from "./user.entity";

/** A refresh token lives at most this long after sign-in, however often it is rotated. */
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/** Refresh tokens and challenge sessions are stored only as this digest. */
export function digestOf(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}

export interface IssuedRefreshToken {
  sessionId: string;
  userId: string;
  token: string;
  expiresAt: Date;
}

/** Where a sign-in came from, as the request told it: shown to the user on their account screen. */
export interface SessionDevice {
  userAgent: string | null;
  clientAddress: string;
}

/** An open sign-in as its owner sees it. */
export interface OpenSession {
  id: string;
  userAgent: string | null;
  clientAddress: string | null;
  signedInAt: Date;
  lastUsedAt: Date;
}

/** The user_agent column's length: longer headers are cut, never refused. */
const USER_AGENT_MAX = 512;

export type Rotation =
  ({ outcome: "rotated" } & IssuedRefreshToken) | { outcome: "unknown" | "revoked" | "reused" | "expired" };

interface PresentedTokenRow {
  replaced_at: Date | null;
  session_id: string;
  user_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  status: UserStatus;
}

/**
 * Sign-in sessions: each is a family of refresh tokens, one current, each used once. Presenting
 * one already rotated away means it was copied, so the whole family is revoked.
 */
export class SessionService {
  constructor(private readonly dataSource: DataSource) {}

  async start(userId: string, now: Date, device: SessionDevice): Promise<IssuedRefreshToken> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM auth_sessions WHERE user_id = $1 AND expires_at <= $2`, [userId, now]);
      const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
      const [{ id }]: { id: string }[] = await manager.query(
        `INSERT INTO auth_sessions (user_id, expires_at, created_at, user_agent, client_address)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [userId, expiresAt, now, device.userAgent?.slice(0, USER_AGENT_MAX) ?? null, device.clientAddress.slice(0, 64)],
      );
      const token = await this.addToken(manager, id, now);
      return { sessionId: id, userId, token, expiresAt };
    });
  }

  async rotate(token: string, now: Date): Promise<Rotation> {
    return this.dataSource.transaction(async (manager) => {
      const [row]: PresentedTokenRow[] = await manager.query(
        `SELECT t.replaced_at, s.id AS session_id, s.user_id, s.expires_at, s.revoked_at, u.status
           FROM refresh_tokens t
           JOIN auth_sessions s ON s.id = t.session_id
           JOIN users u ON u.id = s.user_id
          WHERE t.token_hash = $1
          FOR UPDATE OF t, s`,
        [digestOf(token)],
      );
      if (!row) return { outcome: "unknown" };
      if (row.revoked_at) return { outcome: "revoked" };
      if (row.replaced_at) {
        await this.revoke(manager, row.session_id, now);
        return { outcome: "reused" };
      }
      if (row.expires_at <= now) return { outcome: "expired" };
      if (row.status !== UserStatus.CONFIRMED) {
        await this.revoke(manager, row.session_id, now);
        return { outcome: "revoked" };
      }
      await manager.query(`UPDATE refresh_tokens SET replaced_at = $2 WHERE token_hash = $1`, [digestOf(token), now]);
      await manager.query(`UPDATE auth_sessions SET last_used_at = $2 WHERE id = $1`, [row.session_id, now]);
      const next = await this.addToken(manager, row.session_id, now);
      return {
        outcome: "rotated",
        sessionId: row.session_id,
        userId: row.user_id,
        token: next,
        expiresAt: row.expires_at,
      };
    });
  }

  /** Ends the session a refresh token (current or rotated away) belongs to. */
  async revokeByToken(token: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE auth_sessions SET revoked_at = $2
        WHERE revoked_at IS NULL AND id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1)`,
      [digestOf(token), now],
    );
  }

  /** The user's open sign-ins, the most recently used first. */
  async listOpen(userId: string, now: Date): Promise<OpenSession[]> {
    const rows: {
      id: string;
      user_agent: string | null;
      client_address: string | null;
      created_at: Date;
      last_used_at: Date;
    }[] = await this.dataSource.query(
      `SELECT id, user_agent, client_address, created_at, coalesce(last_used_at, created_at) AS last_used_at
           FROM auth_sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
          ORDER BY coalesce(last_used_at, created_at) DESC, created_at DESC`,
      [userId, now],
    );
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.user_agent,
      clientAddress: row.client_address,
      signedInAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }));
  }

  /** Ends one open sign-in of the user; false when they have no such open sign-in. */
  async revokeOne(userId: string, sessionId: string, now: Date): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `UPDATE auth_sessions SET revoked_at = $3 WHERE id = $2 AND user_id = $1 AND revoked_at IS NULL`,
      [userId, sessionId, now],
    );
    return count > 0;
  }

  /** Ends every sign-in of a user but `keep` (the one asking), and any new-password step; answers how many ended. */
  async endOthers(manager: EntityManager, userId: string, keep: string, now: Date): Promise<number> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE auth_sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
      [userId, keep, now],
    );
    await manager.query(`DELETE FROM sign_in_challenges WHERE user_id = $1`, [userId]);
    return count;
  }

  /** Ends every sign-in of a user, finished or still at the new-password step. */
  async endAllForUser(manager: EntityManager, userId: string, now: Date): Promise<void> {
    await manager.query(`UPDATE auth_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [
      userId,
      now,
    ]);
    await manager.query(`DELETE FROM sign_in_challenges WHERE user_id = $1`, [userId]);
  }

  private async revoke(manager: EntityManager, sessionId: string, now: Date): Promise<void> {
    await manager.query(`UPDATE auth_sessions SET revoked_at = $2 WHERE id = $1`, [sessionId, now]);
  }

  private async addToken(manager: EntityManager, sessionId: string, now: Date): Promise<string> {
    const token = randomSecret();
    await manager.query(`INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)`, [
      digestOf(token),
      sessionId,
      now,
    ]);
    return token;
  }
}
