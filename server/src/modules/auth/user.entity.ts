import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Role } from "../../kernel/roles";
import { Timestamped } from "../../kernel/timestamps";

export enum UserStatus {
  /** Signed in only with a temporary password so far: the next sign-in must set a new one. */
  FORCE_CHANGE_PASSWORD = "FORCE_CHANGE_PASSWORD",
  CONFIRMED = "CONFIRMED",
  DISABLED = "DISABLED",
  /** Invited by e-mail and yet to choose a password through the invitation's link. */
  INVITED = "INVITED",
}

registerEnumType(UserStatus, { name: "UserStatus" });

/** What the audit log calls a user. */
export const STAFF_ACCOUNT = "Staff account";

@ObjectType({ simpleResolvers: true, description: "A staff member who may sign in to the admin pages." })
@Entity({ name: "users" })
export class User extends Timestamped {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String, { description: "Unique, compared without regard to case." })
  @Column({ type: "varchar", length: 64 })
  username!: string;

  @Field(() => String, { nullable: true, description: "Unique, compared without regard to case." })
  @Column({ type: "varchar", length: 254, nullable: true })
  email!: string | null;

  @Column({ type: "varchar", length: 60, name: "password_hash" })
  passwordHash!: string;

  @Field(() => UserStatus)
  @Column({ type: "enum", enum: UserStatus, enumName: "user_status" })
  status!: UserStatus;

  @Field(() => Role)
  @Column({ type: "enum", enum: Role, enumName: "user_role" })
  role!: Role;

  @Field(() => Date, { nullable: true, description: "When the staff member last signed in with their password." })
  @Column({ type: "timestamptz", precision: 3, name: "last_sign_in_at", nullable: true })
  lastSignInAt!: Date | null;

  /** When the staff member turned on two-factor sign-in. */
  @Column({ type: "timestamptz", precision: 3, name: "totp_enabled_at", nullable: true })
  totpEnabledAt!: Date | null;

  // The secrets and the last step taken are never loaded with a user: only SecondFactor reads them, by SQL.
  @Column({ type: "varchar", length: 64, name: "totp_secret", nullable: true, select: false })
  totpSecret?: string | null;

  @Column({ type: "varchar", length: 64, name: "totp_pending_secret", nullable: true, select: false })
  totpPendingSecret?: string | null;

  @Column({ type: "bigint", name: "totp_last_step", nullable: true, select: false })
  totpLastStep?: string | null;

  @Field(() => Boolean, { description: "Whether signing in also asks for a code from an authenticator app." })
  get twoFactorEnabled(): boolean {
    return this.totpEnabledAt !== null;
  }

  /** Set while the password is a temporary one an administrator issued. */
  @Column({ type: "timestamptz", precision: 3, name: "temporary_password_expires_at", nullable: true })
  temporaryPasswordExpiresAt!: Date | null;
}
