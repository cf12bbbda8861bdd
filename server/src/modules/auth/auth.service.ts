import type { DataSource, Repository } from "typeorm";
import { AuditAction } from "../../kernel/audit";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { readEntitiesAndRaw } from "../../kernel/entity-reader";
import { isUuid } from "../../kernel/ids";
import { CodeMismatchError, NotAuthorizedError, PasswordResetRequiredError, UsedCodeError } from "../../kernel/errors";
import type { PasswordHasher } from "./password-hasher";
import { assertPasswordAllowed } from "./password-policy";
import type { RefreshCookie } from "./refresh-cookie";
import { SecondFactor } from "./second-factor";
import type { SecondFactorUsed } from "./second-factor";
import { SessionService, digestOf, randomSecret } from "./session.service";
import type { Rotation, SessionDevice } from "./session.service";
import { SignInThrottle } from "./sign-in-throttle.service";
import { ACCESS_TOKEN_TTL_SECONDS } from "./tokens";
import type { TokenService } from "./tokens";
import { STAFF_ACCOUNT, User, UserStatus } from "./user.entity";

/** How long the session of the new-password or two-factor step stays valid, as in the hosted user pool we replaced. */
const CHALLENGE_TTL_MS = 3 * 60_000;

/** Which step a sign-in challenge's session is for: each step takes only its own. */
enum ChallengeStep {
  NEW_PASSWORD = "new-password",
  TOTP = "totp",
}

/**
 * The lockout counter of a name as typed, whether or not it names an account: a username and an e-mail
 * of one account count apart, as two unknown names do, so no lockout tells which names go together.
 */
export function nameKey(name: string): string {
  return `name:${name.trim().toLowerCase()}`;
}

/** The lockout counter of an account, for what only its owner gets to try: codes, a signed-in password change. */
export function accountKey(user: User): string {
  return `user:${user.id}`;
}

export enum SignInStep {
  DONE = "DONE",
  CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED = "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED",
  /** The password was right; a code from the authenticator app (or a recovery code) finishes it. */
  CONFIRM_SIGN_IN_WITH_TOTP_CODE = "CONFIRM_SIGN_IN_WITH_TOTP_CODE",
  /** Signed in, but the school requires two-factor: the tokens may only set it up until it is on. */
  CONTINUE_SIGN_IN_WITH_TOTP_SETUP = "CONTINUE_SIGN_IN_WITH_TOTP_SETUP",
}

export interface SignedIn {
  accessToken: string;
  expiresIn: number;
  user: User;
  /** The school requires two-factor and this user has yet to set it up: nothing else is allowed until then. */
  mustSetUpTwoFactor: boolean;
}

/** A verified access token's user, with whether they must set up two-factor before doing anything else. */
export interface SignedInStaff {
  user: User;
  mustSetUpTwoFactor: boolean;
}

export interface SignInOutcome {
  nextStep: SignInStep;
  session: string | null;
  sessionExpiresAt: Date | null;
  signedIn: SignedIn | null;
}

/** Who may act as staff: the signed-in user, unless the school holds them to setting up two-factor first. */
export function actingUserOf(lookup: () => Promise<SignedInStaff | null>): () => Promise<User | null> {
  return async () => {
    const found = await lookup();
    return found && !found.mustSetUpTwoFactor ? found.user : null;
  };
}

/** What a sign-in needs from the request it came in; the device is shown on the user's account screen. */
export interface SignInRequest extends SessionDevice {
  refreshCookie: RefreshCookie;
}

export interface AuthServiceOptions {
  tokens: TokenService;
  hasher: PasswordHasher;
  clock: Clock;
  /** Every sign-in, failed or not, and a first password set, go into the audit log. */
  audit: AuditTrail;
  maxFailuresPerAddress: number;
}

const SESSION_EXPIRED = "Invalid session for the user, session is expired.";
const WRONG_TOTP_CODE = "Invalid code received for user.";
const USED_RECOVERY_CODE = "This recovery code was used already. Each works once.";
const REFRESH_REFUSED: Record<Exclude<Rotation["outcome"], "rotated"> | "missing", string> = {
  missing: "Refresh token is missing.",
  unknown: "Invalid refresh token.",
  revoked: "Refresh token has been revoked.",
  reused: "Refresh token has been revoked.",
  expired: "Refresh token has expired.",
};

/** Sign-in, the new-password and two-factor steps, refresh and sign-out: every rule of staff sessions. */
export class AuthService {
  // Shared with the account and two-factor services (password reset and change, own sessions, codes).
  readonly sessions: SessionService;
  readonly throttle: SignInThrottle;
  readonly secondFactor: SecondFactor;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  private readonly tokens: TokenService;

  constructor(
    private readonly dataSource: DataSource,
    options: AuthServiceOptions,
  ) {
    this.sessions = new SessionService(dataSource);
    this.throttle = new SignInThrottle(dataSource, options.maxFailuresPerAddress);
    this.secondFactor = new SecondFactor(dataSource);
    this.tokens = options.tokens;
    this.hasher = options.hasher;
    this.clock = options.clock;
    this.audit = options.audit;
  }

  private get users(): Repository<User> {
    return this.dataSource.getRepository(User);
  }

  async signIn(username: string, password: string, request: SignInRequest): Promise<SignInOutcome> {
    const now = this.clock.now();
    const address = request.clientAddress;
    await this.throttle.assertAddressAllowed(address, now);
    const identifier = username.trim();
    const user = await this.findByUsernameOrEmail(identifier);
    const throttleKey = nameKey(identifier);
    await this.throttle.reserveAttempt(throttleKey, now);
    // An unknown name has no hash to check against: as slow as checking one, but without the work.
    const matches = user ? await this.hasher.verify(password, user.passwordHash) : (await this.hasher.imitate(), false);
    if (!user || !matches || user.status === UserStatus.DISABLED) {
      await this.throttle.recordAddressFailure(address, now);
      await this.audit.record({
        action: AuditAction.SIGN_IN_FAILED,
        subjectType: STAFF_ACCOUNT,
        subjectId: user?.id ?? null,
        summary: `Failed sign-in as "${identifier}"`,
        actor: identifier,
      });
      throw new NotAuthorizedError();
    }
    await this.throttle.clear(throttleKey);
    // Wrong codes lock the account itself (only someone with its password gets to try one), until a
    // right code: a right password goes no further while it is locked.
    if (user.totpEnabledAt) await this.throttle.assertNotLocked(accountKey(user), now);
    if (user.status === UserStatus.FORCE_CHANGE_PASSWORD) {
      if (!user.temporaryPasswordExpiresAt || user.temporaryPasswordExpiresAt <= now) {
        throw new PasswordResetRequiredError();
      }
      return this.challenge(user, ChallengeStep.NEW_PASSWORD, now);
    }
    return this.afterPassword(user, request, now);
  }

  /**
   * Finishes a sign-in whose password was right with a code from the authenticator app or a recovery
   * code. Wrong codes count toward the account's lockout like wrong passwords; a code is taken once.
   */
  async confirmTotp(session: string, code: string, request: SignInRequest): Promise<SignInOutcome> {
    const now = this.clock.now();
    await this.throttle.assertAddressAllowed(request.clientAddress, now);
    const sessionHash = digestOf(session);
    const [pending]: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM sign_in_challenges WHERE session_hash = $1 AND step = $2 AND expires_at > $3`,
      [sessionHash, ChallengeStep.TOTP, now],
    );
    const user = pending ? await this.users.findOneBy({ id: pending.user_id }) : null;
    if (!user || user.status !== UserStatus.CONFIRMED || !user.totpEnabledAt) {
      throw new NotAuthorizedError(SESSION_EXPIRED);
    }
    const key = accountKey(user);
    await this.throttle.reserveAttempt(key, now);
    // The session is locked while its code is checked and used up with a right one, so it signs in once.
    const used = await this.dataSource.transaction(async (manager) => {
      const [open]: unknown[] = await manager.query(
        `SELECT 1 FROM sign_in_challenges WHERE session_hash = $1 AND expires_at > $2 FOR UPDATE`,
        [sessionHash, now],
      );
      if (!open) return "used";
      const factor = await this.secondFactor.use(user.id, code, now, manager);
      if (factor) await manager.query(`DELETE FROM sign_in_challenges WHERE session_hash = $1`, [sessionHash]);
      return factor;
    });
    if (used === "used") throw new NotAuthorizedError(SESSION_EXPIRED);
    if (!used) {
      await this.throttle.recordAddressFailure(request.clientAddress, now);
      await this.audit.record({
        action: AuditAction.SIGN_IN_FAILED,
        subjectType: STAFF_ACCOUNT,
        subjectId: user.id,
        summary: `Wrong two-factor code for "${user.username}"`,
        actor: user.email ?? user.username,
      });
      if (await this.secondFactor.isUsedRecoveryCode(user.id, code)) throw new UsedCodeError(USED_RECOVERY_CODE);
      throw new CodeMismatchError(WRONG_TOTP_CODE);
    }
    await this.throttle.clear(key);
    return this.done(await this.startSession(user, request, now, used));
  }

  async confirmNewPassword(session: string, newPassword: string, request: SignInRequest): Promise<SignInOutcome> {
    const now = this.clock.now();
    const sessionHash = digestOf(session);
    const pending: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM sign_in_challenges WHERE session_hash = $1 AND step = $2 AND expires_at > $3`,
      [sessionHash, ChallengeStep.NEW_PASSWORD, now],
    );
    if (pending.length === 0) throw new NotAuthorizedError(SESSION_EXPIRED);
    // Checked before the session is used up, so a refused password can be corrected within the 3 minutes.
    assertPasswordAllowed(newPassword);
    const passwordHash = await this.hasher.hash(newPassword);
    const user = await this.dataSource.transaction(async (manager) => {
      // TypeORM answers DELETE … RETURNING with [rows, count]; deleting it makes the session one-time.
      const [[challenge]]: [{ user_id: string }[], number] = await manager.query(
        `DELETE FROM sign_in_challenges WHERE session_hash = $1 AND step = $2 AND expires_at > $3 RETURNING user_id`,
        [sessionHash, ChallengeStep.NEW_PASSWORD, now],
      );
      if (!challenge) return null;
      const found = await manager.findOne(User, {
        where: { id: challenge.user_id },
        lock: { mode: "pessimistic_write" },
      });
      if (found?.status !== UserStatus.FORCE_CHANGE_PASSWORD) return null;
      return manager.save(
        Object.assign(found, { passwordHash, status: UserStatus.CONFIRMED, temporaryPasswordExpiresAt: null }),
      );
    });
    if (!user) throw new NotAuthorizedError(SESSION_EXPIRED);
    await this.audit.record({
      action: AuditAction.ACCOUNT,
      subjectType: STAFF_ACCOUNT,
      subjectId: user.id,
      summary: `${user.username} chose a password at the first sign-in`,
      actor: user.email ?? user.username,
    });
    return this.afterPassword(user, request, now);
  }

  /** Trades the refresh cookie for a new one and a fresh access token. */
  async refresh(cookie: RefreshCookie): Promise<SignedIn> {
    const token = cookie.read();
    const now = this.clock.now();
    const rotation: Rotation | { outcome: "missing" } = token
      ? await this.sessions.rotate(token, now)
      : { outcome: "missing" };
    if (rotation.outcome !== "rotated") {
      cookie.clear();
      throw new NotAuthorizedError(REFRESH_REFUSED[rotation.outcome]);
    }
    cookie.write(rotation.token, rotation.expiresAt);
    const user = await this.users.findOneByOrFail({ id: rotation.userId });
    return this.signedIn(user, rotation.sessionId, await this.twoFactorRequired());
  }

  async signOut(cookie: RefreshCookie): Promise<boolean> {
    const token = cookie.read();
    if (token) await this.sessions.revokeByToken(token, this.clock.now());
    cookie.clear();
    return true;
  }

  /**
   * The signed-in user of a request, looked up at most once and only when asked: the token must
   * verify and its user be enabled with the sign-in it came from still open. Answers too whether
   * the school's requirement of two-factor keeps them to setting it up.
   */
  signedInStaffFor(authorization: string | undefined): () => Promise<SignedInStaff | null> {
    const claims = this.tokens.claimsFromAuthorization(authorization);
    let staff: Promise<SignedInStaff | null> | undefined;
    return () => {
      if (!claims || !isUuid(claims.userId) || !isUuid(claims.sessionId)) return Promise.resolve(null);
      staff ??= this.lookUpSignedIn(claims.userId, claims.sessionId);
      return staff;
    };
  }

  private async lookUpSignedIn(userId: string, sessionId: string): Promise<SignedInStaff | null> {
    const query = this.users
      .createQueryBuilder("staff")
      .addSelect(
        "staff.totp_enabled_at IS NULL AND (SELECT require_two_factor FROM security_settings)",
        "must_set_up_two_factor",
      )
      .where("staff.id = :userId AND staff.status = :confirmed", { userId, confirmed: UserStatus.CONFIRMED })
      .andWhere(
        `EXISTS (SELECT 1 FROM auth_sessions s WHERE s.id = :sessionId AND s.user_id = staff.id
           AND s.revoked_at IS NULL AND s.expires_at > :now)`,
        { sessionId, now: this.clock.now() },
      );
    const {
      entities: [user],
      raw: [row],
    } = await readEntitiesAndRaw(query);
    return user ? { user, mustSetUpTwoFactor: row.must_set_up_two_factor === true } : null;
  }

  /** As `signedInStaffFor`, but null for someone who must set up two-factor first: who may act as staff. */
  currentUserFor(authorization: string | undefined): () => Promise<User | null> {
    return actingUserOf(this.signedInStaffFor(authorization));
  }

  /** Whether administrators require two-factor of every staff account. */
  async twoFactorRequired(manager = this.dataSource.manager): Promise<boolean> {
    const [row]: { require_two_factor: boolean }[] = await manager.query(
      `SELECT require_two_factor FROM security_settings`,
    );
    return row?.require_two_factor ?? false;
  }

  /** The sign-in (session id) an access token belongs to, or null; whether it is still open is `currentUserFor`'s check. */
  sessionIdFor(authorization: string | undefined): string | null {
    return this.tokens.claimsFromAuthorization(authorization)?.sessionId ?? null;
  }

  findByUsernameOrEmail(identifier: string): Promise<User | null> {
    const column = identifier.includes("@") ? "email" : "username";
    return this.users
      .createQueryBuilder("staff")
      .where(`lower(staff.${column}) = lower(:identifier)`, { identifier })
      .getOne();
  }

  /** The session of a sign-in's next step for `user`: a secret whose digest is stored, used up once. */
  private async challenge(user: User, step: ChallengeStep, now: Date): Promise<SignInOutcome> {
    const session = randomSecret();
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
    await this.dataSource.query(`DELETE FROM sign_in_challenges WHERE expires_at <= $1`, [now]);
    await this.dataSource.query(
      `INSERT INTO sign_in_challenges (session_hash, user_id, step, expires_at) VALUES ($1, $2, $3, $4)`,
      [digestOf(session), user.id, step, expiresAt],
    );
    return {
      nextStep:
        step === ChallengeStep.TOTP
          ? SignInStep.CONFIRM_SIGN_IN_WITH_TOTP_CODE
          : SignInStep.CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED,
      session,
      sessionExpiresAt: expiresAt,
      signedIn: null,
    };
  }

  /** A right password (and any new one chosen): on to the code if two-factor is on, else signed in. */
  private async afterPassword(user: User, request: SignInRequest, now: Date): Promise<SignInOutcome> {
    if (!user.totpEnabledAt) return this.done(await this.startSession(user, request, now));
    return this.challenge(user, ChallengeStep.TOTP, now);
  }

  private async startSession(
    user: User,
    request: SignInRequest,
    now: Date,
    secondFactor?: SecondFactorUsed,
  ): Promise<SignedIn> {
    const issued = await this.sessions.start(user.id, now, request);
    // The staff screen shows it; refreshing a session is not signing in.
    await this.users.update(user.id, { lastSignInAt: now });
    user.lastSignInAt = now;
    await this.audit.record({
      action: AuditAction.SIGN_IN,
      subjectType: STAFF_ACCOUNT,
      subjectId: user.id,
      summary: `${user.username} signed in${secondFactor === "recovery" ? " with a recovery code" : secondFactor ? " with a two-factor code" : ""}`,
      actor: user.email ?? user.username,
    });
    request.refreshCookie.write(issued.token, issued.expiresAt);
    return this.signedIn(user, issued.sessionId, await this.twoFactorRequired());
  }

  private signedIn(user: User, sessionId: string, twoFactorRequired: boolean): SignedIn {
    return {
      accessToken: this.tokens.signAccessToken(user, sessionId),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user,
      mustSetUpTwoFactor: twoFactorRequired && !user.totpEnabledAt,
    };
  }

  private done(signedIn: SignedIn): SignInOutcome {
    const nextStep = signedIn.mustSetUpTwoFactor ? SignInStep.CONTINUE_SIGN_IN_WITH_TOTP_SETUP : SignInStep.DONE;
    return { nextStep, session: null, sessionExpiresAt: null, signedIn };
  }
}
