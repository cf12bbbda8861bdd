import type { DataSource, EntityManager } from "typeorm";
import { AuditAction } from "../../kernel/audit";
import { CodeMismatchError, NotAuthorizedError, NotFoundError, UserInputError } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import { accountKey } from "./auth.service";
import type { AuthService } from "./auth.service";
import type { TotpSetup } from "./second-factor";
import { STAFF_ACCOUNT, User } from "./user.entity";

const SECURITY_SETTINGS = "Security settings";
const WRONG_CODE = "Invalid code received for user.";
const ALREADY_ON = "Two-factor authentication is already on. Turn it off first to set up another app.";
const NOT_ON = "Two-factor authentication is not on for this account.";
const NO_SETUP = "Start setting up two-factor authentication again: no set-up is under way.";
const OWN_FIRST =
  "Turn on two-factor authentication for your own account first (My account), so that requiring it does not lock you out.";

/** The signed-in staff member's second factor as their account screen shows it. */
export interface TwoFactorState {
  enabled: boolean;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
  /** Administrators require it of every staff account. */
  required: boolean;
}

export interface SecuritySettingsState {
  requireTwoFactor: boolean;
  updatedAt: Date | null;
}

export interface TwoFactorServiceOptions {
  /** The school's name as staff last saved it: the issuer an authenticator app lists the account under. */
  schoolName: (manager: EntityManager) => Promise<string>;
}

/**
 * Two-factor sign-in of staff accounts: a staff member sets it up with an authenticator app, keeps
 * recovery codes, and may turn it off; administrators require it of everyone, or reset a colleague's.
 * The codes themselves, and the sign-in step, are the auth service's (`SecondFactor`).
 */
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly options: TwoFactorServiceOptions,
  ) {}

  async state(user: User): Promise<TwoFactorState> {
    const [{ left }]: { left: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS left FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [user.id],
    );
    return { enabled: user.twoFactorEnabled, recoveryCodesLeft: left, required: await this.auth.twoFactorRequired() };
  }

  /** A new secret for the user's authenticator app, kept aside until a code from it is confirmed. */
  async setUp(user: User): Promise<TotpSetup> {
    if (user.twoFactorEnabled) throw new UserInputError(ALREADY_ON, { code: "already-on" });
    const setup = await this.auth.secondFactor.newSetup(
      await this.options.schoolName(this.dataSource.manager),
      user.email ?? user.username,
    );
    await this.dataSource.query(`UPDATE users SET totp_pending_secret = $2 WHERE id = $1`, [
      user.id,
      setup.sharedSecret,
    ]);
    return setup;
  }

  /** Turns two-factor on with a code from the app just set up; answers the ten recovery codes, shown once. */
  async verifySetup(user: User, code: string): Promise<string[]> {
    const now = this.auth.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const [row]: { totp_pending_secret: string | null; totp_enabled_at: Date | null }[] = await manager.query(
        `SELECT totp_pending_secret, totp_enabled_at FROM users WHERE id = $1 FOR UPDATE`,
        [user.id],
      );
      if (row?.totp_enabled_at) throw new UserInputError(ALREADY_ON, { code: "already-on" });
      if (!row?.totp_pending_secret) throw new UserInputError(NO_SETUP, { code: "no-setup" });
      const step = this.auth.secondFactor.stepOf(row.totp_pending_secret, code, now);
      if (step === null) throw new CodeMismatchError(WRONG_CODE);
      await manager.query(
        `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = $2,
                totp_last_step = $3 WHERE id = $1`,
        [user.id, now, step],
      );
      const codes = await this.auth.secondFactor.issueRecoveryCodes(manager, user.id);
      await this.record(manager, user, `${user.username} turned on two-factor authentication`);
      return codes;
    });
  }

  /** New recovery codes for the old ones, with a code from the app (or a recovery code) as proof. */
  async regenerateRecoveryCodes(user: User, code: string): Promise<string[]> {
    if (!user.twoFactorEnabled) throw new UserInputError(NOT_ON, { code: "not-on" });
    return this.withSecondFactor(user, code, async (manager) => {
      const codes = await this.auth.secondFactor.issueRecoveryCodes(manager, user.id);
      await this.record(manager, user, `${user.username} made new recovery codes; the old ones no longer work`);
      return codes;
    });
  }

  /** Turns two-factor off: the current password and a code (from the app, or a recovery code) are required. */
  async disable(user: User, currentPassword: string, code: string): Promise<boolean> {
    if (!user.twoFactorEnabled) throw new UserInputError(NOT_ON, { code: "not-on" });
    return this.withSecondFactor(
      user,
      code,
      async (manager) => {
        await this.auth.secondFactor.remove(manager, user.id);
        await this.record(manager, user, `${user.username} turned off two-factor authentication`);
        return true;
      },
      currentPassword,
    );
  }

  /** An administrator removes a colleague's second factor (a lost phone): their sign-ins end at once. */
  async resetForStaff(id: string): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = isUuid(id)
        ? await manager.findOne(User, { where: { id }, lock: { mode: "pessimistic_write" } })
        : null;
      if (!user) throw new NotFoundError("User", id);
      await this.auth.secondFactor.remove(manager, user.id);
      await this.auth.sessions.endAllForUser(manager, user.id, this.auth.clock.now());
      await this.record(
        manager,
        user,
        `Reset ${user.username}'s two-factor authentication and ended their sessions`,
        false,
      );
      return Object.assign(user, { totpEnabledAt: null });
    });
  }

  async securitySettings(): Promise<SecuritySettingsState> {
    const [row]: { require_two_factor: boolean; updated_at: Date | null }[] = await this.dataSource.query(
      `SELECT require_two_factor, updated_at FROM security_settings`,
    );
    return { requireTwoFactor: row.require_two_factor, updatedAt: row.updated_at };
  }

  /**
   * Requires two-factor of every staff account, or stops requiring it. An administrator turns it on
   * only with their own already on, so the rule never sends them to set it up mid-change.
   */
  async updateSecuritySettings(admin: User, requireTwoFactor: boolean): Promise<SecuritySettingsState> {
    if (requireTwoFactor && !admin.twoFactorEnabled) {
      throw new UserInputError(OWN_FIRST, { requireTwoFactor: OWN_FIRST });
    }
    const now = this.auth.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const [current]: { require_two_factor: boolean; updated_at: Date | null }[] = await manager.query(
        `SELECT require_two_factor, updated_at FROM security_settings FOR UPDATE`,
      );
      if (current.require_two_factor === requireTwoFactor) {
        return { requireTwoFactor, updatedAt: current.updated_at };
      }
      await manager.query(`UPDATE security_settings SET require_two_factor = $1, updated_at = $2`, [
        requireTwoFactor,
        now,
      ]);
      await this.auth.audit.record(
        {
          action: AuditAction.UPDATE,
          subjectType: SECURITY_SETTINGS,
          summary: requireTwoFactor
            ? "Required two-factor authentication for every staff account"
            : "Stopped requiring two-factor authentication",
          changes: ["requireTwoFactor"],
        },
        manager,
      );
      return { requireTwoFactor, updatedAt: now };
    });
  }

  /**
   * Runs `change` once the user's code (and password, when given) is right. Wrong ones count toward
   * the sign-in lockout: a stolen session must not become a way to guess either.
   */
  private async withSecondFactor<T>(
    user: User,
    code: string,
    change: (manager: EntityManager) => Promise<T>,
    currentPassword?: string,
  ): Promise<T> {
    const { throttle, clock, hasher } = this.auth;
    const now = clock.now();
    const key = accountKey(user);
    await throttle.reserveAttempt(key, now);
    if (currentPassword !== undefined) {
      const stored = await this.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      if (!(await hasher.verify(currentPassword, stored.passwordHash))) {
        throw new NotAuthorizedError("Incorrect current password.");
      }
    }
    const result = await this.dataSource.transaction(async (manager) => {
      if (!(await this.auth.secondFactor.use(user.id, code, now, manager))) return { refused: true as const };
      return { refused: false as const, value: await change(manager) };
    });
    if (result.refused) throw new CodeMismatchError(WRONG_CODE);
    await throttle.clear(key);
    return result.value;
  }

  /** By the user themself unless `byThem` is false; named, since one still setting up is not yet staff to the log. */
  private record(manager: EntityManager, user: User, summary: string, byThem = true): Promise<void> {
    return this.auth.audit.record(
      {
        action: AuditAction.ACCOUNT,
        subjectType: STAFF_ACCOUNT,
        subjectId: user.id,
        summary,
        ...(byThem ? { actor: user.email ?? user.username } : {}),
      },
      manager,
    );
  }
}
