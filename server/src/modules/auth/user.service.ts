import type { DataSource, EntityManager, Repository } from "typeorm";
import { AuditAction } from "../../kernel/audit";
import type { AuditTrail } from "../../kernel/audit";
import { systemClock } from "../../kernel/clock";
import type { Clock } from "../../kernel/clock";
import { NotFoundError, UserInputError } from "../../kernel/errors";
import { PasswordHasher } from "./password-hasher";
import { generateTemporaryPassword } from "./password-policy";
import { SessionService } from "./session.service";
import { STAFF_ACCOUNT, User, UserStatus } from "./user.entity";

/** An administrator-issued password works this long, and only to reach the new-password step. */
const TEMPORARY_PASSWORD_TTL_MS = 7 * 24 * 60 * 60_000;
const FIRST_ADMIN_USERNAME = "admin";

const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

/** A user and the temporary password just issued to them, to be shown once. */
export interface IssuedPassword {
  user: User;
  temporaryPassword: string;
}

export interface UserServiceOptions {
  hasher?: PasswordHasher;
  clock?: Clock;
}

/** What administrators do to staff accounts (through the admin command line); each change goes into the audit log. */
export class UserService {
  private readonly hasher: PasswordHasher;
  private readonly clock: Clock;
  private readonly sessions: SessionService;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    options: UserServiceOptions = {},
  ) {
    this.hasher = options.hasher ?? new PasswordHasher();
    this.clock = options.clock ?? systemClock;
    this.sessions = new SessionService(dataSource);
  }

  private get users(): Repository<User> {
    return this.dataSource.getRepository(User);
  }

  async create(username: string, email: string | null = null): Promise<IssuedPassword> {
    if (!USERNAME_PATTERN.test(username)) {
      throw new UserInputError("Username must be 1 to 64 letters, digits, dots, dashes or underscores", {
        username: "invalid",
      });
    }
    if (email !== null && (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email))) {
      throw new UserInputError("E-mail must be a valid address", { email: "invalid" });
    }
    if (await this.existsWith("username", username)) {
      throw new UserInputError(`Username ${username} is already taken`, { username: "taken" });
    }
    if (email !== null && (await this.existsWith("email", email))) {
      throw new UserInputError(`E-mail ${email} is already in use`, { email: "taken" });
    }
    return this.dataSource.transaction((manager) => this.insert(manager, username, email));
  }

  list(): Promise<User[]> {
    return this.users.createQueryBuilder("staff").orderBy("lower(staff.username)").getMany();
  }

  /** Disabling ends every session at once: the auth checker refuses the user's tokens from now on. */
  async disable(username: string): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockByUsername(manager, username);
      await this.sessions.endAllForUser(manager, user.id, this.clock.now());
      await this.record(manager, user, `Disabled ${user.username} and ended their sessions`);
      return manager.save(Object.assign(user, { status: UserStatus.DISABLED }));
    });
  }

  /** Back to where the user was: still to choose a password if only a temporary one was ever issued. */
  async enable(username: string): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockByUsername(manager, username);
      if (user.status !== UserStatus.DISABLED) return user;
      const status = user.temporaryPasswordExpiresAt ? UserStatus.FORCE_CHANGE_PASSWORD : UserStatus.CONFIRMED;
      await this.record(manager, user, `Enabled ${user.username}`);
      return manager.save(Object.assign(user, { status }));
    });
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
      return this.insert(manager, FIRST_ADMIN_USERNAME, null);
    });
  }

  private async insert(manager: EntityManager, username: string, email: string | null): Promise<IssuedPassword> {
    const temporaryPassword = generateTemporaryPassword();
    const user = await manager.save(
      manager.create(User, {
        username,
        email,
        passwordHash: await this.hasher.hash(temporaryPassword),
        status: UserStatus.FORCE_CHANGE_PASSWORD,
        temporaryPasswordExpiresAt: new Date(this.clock.now().getTime() + TEMPORARY_PASSWORD_TTL_MS),
      }),
    );
    await this.record(manager, user, `Created ${username} with a temporary password`);
    return { user, temporaryPassword };
  }

  /** Inside the change's transaction, so a change that fails leaves no entry. */
  private record(manager: EntityManager, user: User, summary: string): Promise<void> {
    return this.audit.record(
      { action: AuditAction.ACCOUNT, subjectType: STAFF_ACCOUNT, subjectId: user.id, summary },
      manager,
    );
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
