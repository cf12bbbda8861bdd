import { randomInt } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { AuditAction } from "../../kernel/audit";
import { CodeMismatchError, NotAuthorizedError, NotFoundError } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import type { Mailer } from "../../kernel/mail";
import { accountKey, nameKey } from "./auth.service";
import type { AuthService } from "./auth.service";
import { assertPasswordAllowed } from "./password-policy";
import { passwordResetMail } from "./password-reset.mail";
import type { OpenSession } from "./session.service";
import { STAFF_ACCOUNT, User, UserStatus } from "./user.entity";

/** A reset code works this long, as in the hosted user pool we replaced. */
const RESET_CODE_TTL_MINUTES = 60;
const RESET_CODE_DIGITS = 6;
/** Wrong tries one code survives; then a new one must be requested. */
const MAX_CODE_ATTEMPTS = 5;

export interface AccountServiceOptions {
  mail: Mailer;
  schoolName: (manager: EntityManager) => Promise<string>;
}

interface ResetCodeRow {
  code_hash: string;
  expires_at: Date;
}

/** An open sign-in as its owner sees it, marked when it is the one asking. */
export interface OwnSession extends OpenSession {
  current: boolean;
}

/**
 * What a staff member does to their own account: reset a forgotten password with an e-mailed code,
 * change it, and see and end their sign-ins. Uses the auth service's sessions, lockout and hasher.
 */
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly options: AccountServiceOptions,
  ) {}

  /**
   * E-mails a reset code to an enabled user with an e-mail address. Answers the same whoever is named,
   * so nobody learns which accounts exist: every request counts against its client address, and the
   * name as typed locks like a sign-in's.
   */
  async forgotPassword(identifier: string, clientAddress: string): Promise<boolean> {
    const { throttle, clock, hasher, audit } = this.auth;
    const now = clock.now();
    await throttle.takeAddressAttempt(clientAddress, now);
    const name = identifier.trim();
    await throttle.reserveAttempt(`reset-request:${nameKey(name)}`, now);
    const user = await this.auth.findByUsernameOrEmail(name);
    if (!user?.email || user.status !== UserStatus.CONFIRMED) {
      // Nobody to send a code to: as slow as making one, but without the work.
      await hasher.imitate();
      return true;
    }
    const email = user.email;
    const code = String(randomInt(10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, "0");
    // bcrypt, not a plain digest: a million codes would be tried in a moment from a leaked table.
    const codeHash = await hasher.hash(code);
    const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO password_reset_codes (user_id, code_hash, expires_at, failed_attempts) VALUES ($1, $2, $3, 0)
         ON CONFLICT (user_id) DO UPDATE SET code_hash = $2, expires_at = $3, failed_attempts = 0`,
        [user.id, codeHash, expiresAt],
      );
      const schoolName = await this.options.schoolName(manager);
      await this.options.mail.queue(
        passwordResetMail({
          to: email,
          schoolName,
          username: user.username,
          code,
          validMinutes: RESET_CODE_TTL_MINUTES,
          expiresAt,
        }),
        manager,
      );
      await audit.record(
        {
          action: AuditAction.ACCOUNT,
          subjectType: STAFF_ACCOUNT,
          subjectId: user.id,
          summary: `${user.username} asked for a password reset code`,
          actor: name,
        },
        manager,
      );
    });
    return true;
  }

  /**
   * Sets a new password with the e-mailed code (once), and ends every sign-in of the account. A wrong
   * code, an expired one and none at all (an unknown name too) answer alike, so nobody learns who exists.
   * The cheap checks come first, and no hash runs inside a transaction: one waiting its turn holds no
   * connection and no lock.
   */
  async confirmForgotPassword(
    identifier: string,
    code: string,
    newPassword: string,
    clientAddress: string,
  ): Promise<boolean> {
    const { throttle, clock, hasher, audit, sessions } = this.auth;
    const now = clock.now();
    await throttle.assertAddressAllowed(clientAddress, now);
    // Checked before an attempt is counted: the rule is public, so a refused password reveals nothing.
    assertPasswordAllowed(newPassword);
    const name = identifier.trim();
    const key = `reset:${nameKey(name)}`;
    await throttle.reserveAttempt(key, now);
    const refused = async () => {
      await throttle.recordAddressFailure(clientAddress, now);
      return new CodeMismatchError();
    };
    const user = await this.auth.findByUsernameOrEmail(name);
    const [row]: ResetCodeRow[] =
      user?.status === UserStatus.CONFIRMED
        ? await this.dataSource.query(
            `SELECT code_hash, expires_at FROM password_reset_codes WHERE user_id = $1 AND failed_attempts < $2`,
            [user.id, MAX_CODE_ATTEMPTS],
          )
        : [];
    if (!user || !row || row.expires_at <= now) {
      if (user && row) await this.dataSource.query(`DELETE FROM password_reset_codes WHERE user_id = $1`, [user.id]);
      // Nothing to check the code against: as slow as checking one, but without the work.
      await hasher.imitate();
      throw await refused();
    }
    // The code checked is named by its hash, so a newer code sent meanwhile is never counted or taken.
    const thisCode = [user.id, row.code_hash];
    if (!(await hasher.verify(code.trim(), row.code_hash))) {
      await this.dataSource.query(
        `UPDATE password_reset_codes SET failed_attempts = failed_attempts + 1 WHERE user_id = $1 AND code_hash = $2`,
        thisCode,
      );
      throw await refused();
    }
    const passwordHash = await hasher.hash(newPassword);
    const reset = await this.dataSource.transaction(async (manager) => {
      const account = await manager.findOne(User, { where: { id: user.id }, lock: { mode: "pessimistic_write" } });
      if (account?.status !== UserStatus.CONFIRMED) return false;
      // TypeORM answers DELETE with [rows, count]; taking the code here makes it one-time.
      const [, taken]: [unknown, number] = await manager.query(
        `DELETE FROM password_reset_codes WHERE user_id = $1 AND code_hash = $2 AND expires_at > $3 AND failed_attempts < $4`,
        [...thisCode, now, MAX_CODE_ATTEMPTS],
      );
      if (taken === 0) return false;
      await manager.update(User, user.id, { passwordHash });
      await sessions.endAllForUser(manager, user.id, now);
      await audit.record(
        {
          action: AuditAction.ACCOUNT,
          subjectType: STAFF_ACCOUNT,
          subjectId: user.id,
          summary: `${user.username} reset their password with an e-mailed code; every sign-in ended`,
          actor: name,
        },
        manager,
      );
      return true;
    });
    if (!reset) throw await refused();
    await throttle.clear(key);
    return true;
  }

  /** Changes the signed-in user's password; their other sign-ins end, this one stays. */
  async changePassword(user: User, sessionId: string, currentPassword: string, newPassword: string): Promise<boolean> {
    const { throttle, clock, hasher, audit, sessions } = this.auth;
    const now = clock.now();
    assertPasswordAllowed(newPassword);
    // The same lockout as signing in: a stolen session must not become a way to guess the password.
    const key = accountKey(user);
    await throttle.reserveAttempt(key, now);
    const stored = await this.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    if (!(await hasher.verify(currentPassword, stored.passwordHash))) {
      throw new NotAuthorizedError("Incorrect current password.");
    }
    await throttle.clear(key);
    const passwordHash = await hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, user.id, { passwordHash });
      const ended = await sessions.endOthers(manager, user.id, sessionId, now);
      await audit.record(
        {
          action: AuditAction.ACCOUNT,
          subjectType: STAFF_ACCOUNT,
          subjectId: user.id,
          summary: `${user.username} changed their password; ${ended} other sign-in(s) ended`,
        },
        manager,
      );
    });
    return true;
  }

  async ownSessions(user: User, currentSessionId: string | null): Promise<OwnSession[]> {
    const open = await this.auth.sessions.listOpen(user.id, this.auth.clock.now());
    return open.map((session) => ({ ...session, current: session.id === currentSessionId }));
  }

  /** Ends one of the user's own sign-ins (another device, or this one). */
  async signOutSession(user: User, sessionId: string): Promise<boolean> {
    const ended = isUuid(sessionId) && (await this.auth.sessions.revokeOne(user.id, sessionId, this.auth.clock.now()));
    if (!ended) throw new NotFoundError("Session", sessionId);
    await this.auth.audit.record({
      action: AuditAction.ACCOUNT,
      subjectType: STAFF_ACCOUNT,
      subjectId: user.id,
      summary: `${user.username} signed out one of their sessions`,
    });
    return true;
  }

  /** Ends every sign-in of the user but the one asking; answers how many ended. */
  async signOutOtherSessions(user: User, currentSessionId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const ended = await this.auth.sessions.endOthers(manager, user.id, currentSessionId, this.auth.clock.now());
      await this.auth.audit.record(
        {
          action: AuditAction.ACCOUNT,
          subjectType: STAFF_ACCOUNT,
          subjectId: user.id,
          summary: `${user.username} signed out ${ended} other session(s)`,
        },
        manager,
      );
      return ended;
    });
  }
}
