import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** A parent's e-mail address and what they want by it; nothing is sent before they confirm it. */
@Entity({ name: "alert_subscribers" })
export class AlertSubscriber {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 320 })
  email!: string;

  /** The secret in the subscriber's links (confirm, change, unsubscribe): no account, no password. */
  @Column({ type: "varchar", length: 64 })
  token!: string;

  /** Urgent announcements, as soon as they are published. */
  @Column({ type: "boolean", default: true })
  urgent!: boolean;

  /** The weekly digest, on Sunday evening. */
  @Column({ type: "boolean", default: true })
  digest!: boolean;

  @Column({ type: "timestamptz", precision: 3, name: "confirmed_at", nullable: true })
  confirmedAt!: Date | null;

  @Column({ type: "timestamptz", precision: 3, name: "confirmation_sent_at", nullable: true })
  confirmationSentAt!: Date | null;

  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "created_at" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz", precision: 3, name: "updated_at" })
  updatedAt!: Date;
}

export enum AlertKind {
  URGENT = "URGENT",
  PUSH = "PUSH",
  DIGEST = "DIGEST",
  TEST = "TEST",
}

/**
 * One alert sent to the subscribers (or a test to a staff member): at most one of each kind per
 * announcement (by e-mail, by push) or week.
 */
@Entity({ name: "alert_sends" })
export class AlertSend {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 20 })
  kind!: AlertKind;

  /** The announcement's id, the digest's Sunday, or the test's own id. */
  @Column({ type: "varchar", length: 80 })
  reference!: string;

  @Column({ type: "varchar", length: 300 })
  subject!: string;

  @Column({ type: "integer", default: 0 })
  recipients!: number;

  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "created_at" })
  createdAt!: Date;
}
