import type { DataSource, EntityManager, Repository } from "typeorm";
import { AuditAction } from "../../kernel/audit";
import type { AuditTrail } from "../../kernel/audit";
import { systemClock } from "../../kernel/clock";
import type { Clock } from "../../kernel/clock";
import { NotAuthorizedError, NotFoundError, UserInputError } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import type { Mailer } from "../../kernel/mail";
import { Role } from "../../kernel/roles";
import { invitationMail } from "./invitation.mail";
import { PasswordHasher } from "./password-hasher";
import { assertPasswordAllowed, generateTemporaryPassword } from "./password-policy";
import { SessionService, digestOf, randomSecret } from "./session.service";
import type { SignInThrottle } from "./sign-in-throttle.service";
import { STAFF_ACCOUNT, User, UserStatus } from "./user.entity";

/** An administrator-issued password works this long, and only to reach the new-password step. */
const TEMPORARY_PASSWORD_TTL_MS = 7 * 24 * 60 * 60_000;
const FIRST_ADMIN_USERNAME = "admin";
/** An invitation's link works this long, and once. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
const INVITATION_USED =
  "This invitation link has expired or has already been used. Ask an administrator to send a new one.";
const ROLE_NAME: Record<Role, string> = { [Role.ADMINISTRATOR]: "administrator", [Role.EDITOR]: "editor" };

const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** A user and the temporary password just issued to them, to be shown once. */
export interface IssuedPassword {
  user: User;
  temporaryPassword: string;
}

/** How the staff screen's invitations are e-mailed (the command line sends none), and their links limited. */
export interface InvitationSettings {
  mailer: Mailer;
  /** Wrong links count against the client's address with failed sign-ins. */
  throttle: SignInThrottle;
  /** The site's address, which the invitation's link starts with. */
  publicUrl: string;
  /** The school's name as staff last saved it in the settings, else its configured one. */
  schoolName: (manager: EntityManager) => Promise<string>;
  timeZone: string;
}

export interface UserServiceOptions {
  hasher?: PasswordHasher;
  clock?: Clock;
  invitations?: InvitationSettings;
}

/**
 * What administrators do to staff accounts, on the admin command line (by username) and on the
 * panel's staff screen (by id); each change goes into the audit log.
 */
export class UserService {
  private readonly hasher: PasswordHasher;
  private readonly clock: Clock;
  private readonly sessions: SessionService;
  private readonly invitations: InvitationSettings | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    options: UserServiceOptions = {},
  ) {
    this.hasher = options.hasher ?? new PasswordHasher();
    this.clock = options.clock ?? systemClock;
    this.sessions = new SessionService(dataSource);
    this.invitations = options.invitations;
  }

  private get users(): Repository<User> {
    return this.dataSource.getRepository(User);
  }

  /** Accounts made on the command line are administrators unless told otherwise. */
  async create(username: string, email: string | null = null, role = Role.ADMINISTRATOR): Promise<IssuedPassword> {
    if (!USERNAME_PATTERN.test(username)) {
      throw new UserInputError("Username must be 1 to 64 letters, digits, dots, dashes or underscores", {
        username: "invalid",
      });
    }
    if (email !== null) await this.assertEmailFree(email);
    if (await this.existsWith("username", username)) {
      throw new UserInputError(`Username ${username} is already taken`, { username: "taken" });
    }
    return this.dataSource.transaction((manager) => this.insert(manager, username, email, role));
  }

  /**
   * A colleague invited by e-mail with a role: their account waits, without a usable password, until
   * they choose one through the link (valid 7 days, once). Their username is the e-mail's first part.
   */
  async invite(email: string, role: Role): Promise<User> {
    const address = email.trim();
    await this.assertEmailFree(address);
    const username = await this.freeUsernameFor(address);
    // Nobody knows this password: only the invitation's link sets one.
    const passwordHash = await this.hasher.hash(randomSecret());
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.save(
        manager.create(User, {
          username,
          email: address,
          passwordHash,
          role,
          status: UserStatus.INVITED,
          temporaryPasswordExpiresAt: null,
        }),
      );
      await this.record(manager, user, `Invited ${address} as ${ROLE_NAME[role]}`);
      await this.sendInvitation(manager, user);
      return user;
    });
  }

  /** A new link for a colleague who has not accepted yet; the earlier link stops working. */
  async resendInvitation(id: string): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockById(manager, id);
      if (user.status !== UserStatus.INVITED) {
        throw new UserInputError(`${user.username} has already accepted their invitation`, { id: "accepted" });
      }
      await this.record(manager, user, `Sent ${user.email ?? user.username} a new invitation`);
      await this.sendInvitation(manager, user);
      return user;
    });
  }

  /**
   * Sets the invitee's password from their link, once; they then sign in with it. A link that is not
   * (or no longer) valid is refused before the password is hashed, and counts against the client's
   * address like a failed sign-in.
   */
  async acceptInvitation(token: string, newPassword: string, clientAddress: string): Promise<User> {
    const now = this.clock.now();
    const tokenHash = digestOf(token);
    await this.invitee(tokenHash, clientAddress, now);
    // Checked before the link is used up, so a refused password can be corrected.
    assertPasswordAllowed(newPassword);
    const passwordHash = await this.hasher.hash(newPassword);
    return this.dataSource.transaction(async (manager) => {
      // TypeORM answers DELETE … RETURNING with [rows, count]; deleting it makes the link one-time.
      const [[invitation]]: [{ user_id: string }[], number] = await manager.query(
        `DELETE FROM staff_invitations WHERE token_hash = $1 AND expires_at > $2 RETURNING user_id`,
        [tokenHash, now],
      );
      if (!invitation) throw new NotAuthorizedError(INVITATION_USED);
      const found = await this.lockById(manager, invitation.user_id);
      // Thrown, so the link stays for when an administrator enables the invitee again.
      if (found.status !== UserStatus.INVITED) throw new NotAuthorizedError(INVITATION_USED);
      const accepted = await manager.save(Object.assign(found, { passwordHash, status: UserStatus.CONFIRMED }));
      await this.record(manager, accepted, `${accepted.username} accepted the invitation and chose a password`, {
        actor: accepted.email ?? accepted.username,
      });
      return accepted;
    });
  }

  /**
   * The username an invitation link would sign in as, asked when the link opens, before a password is
   * chosen: a used, replaced, expired or disabled invitee's link is refused as acceptInvitation refuses it.
   */
  async checkInvitation(token: string, clientAddress: string): Promise<string> {
    return this.invitee(digestOf(token), clientAddress, this.clock.now());
  }

  /** The invitee of a link still pending, or the refusal (which counts against the address like a failed sign-in). */
  private async invitee(tokenHash: string, clientAddress: string, now: Date): Promise<string> {
    if (!this.invitations) throw new Error("Invitations need the sign-in throttle");
    const { throttle } = this.invitations;
    await throttle.assertAddressAllowed(clientAddress, now);
    const [pending]: { username: string }[] = await this.dataSource.query(
      `SELECT u.username FROM staff_invitations i JOIN users u ON u.id = i.user_id
        WHERE i.token_hash = $1 AND i.expires_at > $2 AND u.status = $3`,
      [tokenHash, now, UserStatus.INVITED],
    );
    if (!pending) {
      await throttle.recordAddressFailure(clientAddress, now);
      throw new NotAuthorizedError(INVITATION_USED);
    }
    return pending.username;
  }

  /** A demoted administrator keeps their sessions: from their next request they may do what an editor may. */
  async changeRole(id: string, role: Role): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const administrators = await this.lockActiveAdministrators(manager);
      const user = await this.lockById(manager, id);
      if (user.role === role) return user;
      if (role !== Role.ADMINISTRATOR) assertNotLastAdministrator(user, administrators);
      await this.record(manager, user, `Changed ${user.username} from ${ROLE_NAME[user.role]} to ${ROLE_NAME[role]}`);
      return manager.save(Object.assign(user, { role }));
    });
  }

  /** As `disable`, from the staff screen by `byUserId`: not their own account, and the last active administrator stays. */
  async disableAccount(id: string, byUserId: string | null): Promise<User> {
    if (id === byUserId) {
      throw new UserInputError("You cannot disable your own account: ask another administrator", { id: "own-account" });
    }
    return this.dataSource.transaction(async (manager) => {
      const administrators = await this.lockActiveAdministrators(manager);
      const user = await this.lockById(manager, id);
      if (user.status === UserStatus.DISABLED) return user;
      assertNotLastAdministrator(user, administrators);
      return this.disableLocked(manager, user);
    });
  }

  async enableAccount(id: string): Promise<User> {
    return this.dataSource.transaction(async (manager) => this.enableLocked(manager, await this.lockById(manager, id)));
  }

  list(): Promise<User[]> {
    return this.users.createQueryBuilder("staff").orderBy("lower(staff.username)").getMany();
  }

  /** Disabling ends every session at once: the auth checker refuses the user's tokens from now on. */
  async disable(username: string): Promise<User> {
    return this.dataSource.transaction(async (manager) =>
      this.disableLocked(manager, await this.lockByUsername(manager, username)),
    );
  }

  async enable(username: string): Promise<User> {
    return this.dataSource.transaction(async (manager) =>
      this.enableLocked(manager, await this.lockByUsername(manager, username)),
    );
  }

  private async disableLocked(manager: EntityManager, user: User): Promise<User> {
    await this.sessions.endAllForUser(manager, user.id, this.clock.now());
    await this.record(manager, user, `Disabled ${user.username} and ended their sessions`);
    return manager.save(Object.assign(user, { status: UserStatus.DISABLED }));
  }

  /**
   * Back to where the user was: still to accept their invitation if it is pending, still to choose a
   * password if only a temporary one was ever issued.
   */
  private async enableLocked(manager: EntityManager, user: User): Promise<User> {
    if (user.status !== UserStatus.DISABLED) return user;
    const [{ invited }]: { invited: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM staff_invitations WHERE user_id = $1) AS invited`,
      [user.id],
    );
    const status = invited
      ? UserStatus.INVITED
      : user.temporaryPasswordExpiresAt
        ? UserStatus.FORCE_CHANGE_PASSWORD
        : UserStatus.CONFIRMED;
    await this.record(manager, user, `Enabled ${user.username}`);
    return manager.save(Object.assign(user, { status }));
  }

  /** A new temporary password: sessions end and the next sign-in leads to the new-password step. */
  async resetPassword(username: string): Promise<IssuedPassword> {
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await this.hasher.hash(temporaryPassword);
    const user = await this.dataSource.transaction(async (manager) => {
      const found = await this.lockByUsername(manager, username);
      const now = this.clock.now();
      await this.sessions.endAllForUser(manager, found.id, now);
      await this.record(manager, found, `Issued ${found.username} a temporary password and ended their sessions`);
      return manager.save(
        Object.assign(found, {
          passwordHash,
          // A disabled user stays disabled; enabling them later leads to the new-password step.
          status: found.status === UserStatus.DISABLED ? UserStatus.DISABLED : UserStatus.FORCE_CHANGE_PASSWORD,
          temporaryPasswordExpiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
        }),
      );
    });
    return { user, temporaryPassword };
  }

  /** The first start on an empty database gets an `admin` with a random temporary password. */
  async createFirstAdmin(): Promise<IssuedPassword | null> {
    return this.dataSource.transaction(async (manager) => {
      // One instance at a time decides, so two starting together cannot both create it.
      await manager.query("LOCK TABLE users IN EXCLUSIVE MODE");
      if ((await manager.count(User)) > 0) return null;
      return this.insert(manager, FIRST_ADMIN_USERNAME, null, Role.ADMINISTRATOR);
    });
  }

  private async insert(
    manager: EntityManager,
    username: string,
    email: string | null,
    role: Role,
  ): Promise<IssuedPassword> {
    const temporaryPassword = generateTemporaryPassword();
    const user = await manager.save(
      manager.create(User, {
        username,
        email,
        role,
        passwordHash: await this.hasher.hash(temporaryPassword),
        status: UserStatus.FORCE_CHANGE_PASSWORD,
        temporaryPasswordExpiresAt: new Date(this.clock.now().getTime() + TEMPORARY_PASSWORD_TTL_MS),
      }),
    );
    await this.record(manager, user, `Created ${username} (${ROLE_NAME[role]}) with a temporary password`);
    return { user, temporaryPassword };
  }

  /** Inside the change's transaction, so a change that fails leaves no entry. */
  private record(manager: EntityManager, user: User, summary: string, by: { actor?: string } = {}): Promise<void> {
    return this.audit.record(
      { action: AuditAction.ACCOUNT, subjectType: STAFF_ACCOUNT, subjectId: user.id, summary, ...by },
      manager,
    );
  }

  /** A new link replaces the user's earlier one (one row per user), and is e-mailed inside the same transaction. */
  private async sendInvitation(manager: EntityManager, user: User): Promise<void> {
    if (!this.invitations || !user.email) throw new Error("Invitations need a mailer and the invitee's e-mail");
    const { mailer, publicUrl, schoolName, timeZone } = this.invitations;
    const token = randomSecret();
    const expiresAt = new Date(this.clock.now().getTime() + INVITATION_TTL_MS);
    await manager.query(
      `INSERT INTO staff_invitations (token_hash, user_id, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at`,
      [digestOf(token), user.id, expiresAt],
    );
    // The token rides in the fragment, which browsers never send to a server or in a Referer.
    const link = `${publicUrl}/admin/invitation#${token}`;
    const message = invitationMail({
      to: user.email,
      schoolName: await schoolName(manager),
      role: user.role,
      link,
      expiresAt,
      timeZone,
    });
    await mailer.queue(message, manager);
  }

  private async assertEmailFree(email: string): Promise<void> {
    if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
      throw new UserInputError("E-mail must be a valid address", { email: "E-mail must be a valid address" });
    }
    if (await this.existsWith("email", email)) {
      const message = `E-mail ${email} is already in use`;
      throw new UserInputError(message, { email: message });
    }
  }

  /** The e-mail's part before the @, made a valid username, numbered when taken. */
  private async freeUsernameFor(email: string): Promise<string> {
    const base =
      email
        .split("@")[0]
        .replace(/[^A-Za-z0-9._-]/g, "")
        .replace(/^[._-]+/, "")
        .slice(0, 56) || "staff";
    for (let number = 1; ; number++) {
      const candidate = number === 1 ? base : `${base}-${number}`;
      if (!(await this.existsWith("username", candidate))) return candidate;
    }
  }

  /** Locked in one order by everyone who may take the role away, so two at once cannot both remove "the other" administrator. */
  private async lockActiveAdministrators(manager: EntityManager): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM users WHERE role = $1 AND status = $2 ORDER BY id FOR UPDATE`,
      [Role.ADMINISTRATOR, UserStatus.CONFIRMED],
    );
    return rows.map((row) => row.id);
  }

  private async lockById(manager: EntityManager, id: string): Promise<User> {
    const user = isUuid(id)
      ? await manager.findOne(User, { where: { id }, lock: { mode: "pessimistic_write" } })
      : null;
    if (!user) throw new NotFoundError("User", id);
    return user;
  }

  /** Usernames and e-mails are unique without regard to case. */
  private existsWith(column: "username" | "email", value: string): Promise<boolean> {
    return this.users
      .createQueryBuilder("staff")
      .where(`lower(staff.${column}) = lower(:value)`, { value })
      .getExists();
  }

  private async lockByUsername(manager: EntityManager, username: string): Promise<User> {
    const user = await manager
      .getRepository(User)
      .createQueryBuilder("staff")
      .where("lower(staff.username) = lower(:username)", { username })
      .setLock("pessimistic_write")
      .getOne();
    if (!user) throw new NotFoundError("User", username);
    return user;
  }
}

/** The panel is run by an active administrator: the last one cannot be demoted or disabled. */
function assertNotLastAdministrator(user: User, activeAdministrators: string[]): void {
  if (activeAdministrators.length === 1 && activeAdministrators[0] === user.id) {
    throw new UserInputError(
      `${user.username} is the last active administrator: make another colleague an administrator first`,
      { id: "last-administrator" },
    );
  }
}
