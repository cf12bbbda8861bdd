import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** The site's VAPID key pair (RFC 8292): one row, made once, so every instance signs as the same sender. */
@Entity({ name: "web_push_keys" })
export class WebPushKeys {
  @PrimaryColumn({ type: "smallint" })
  id!: number;

  /** The uncompressed P-256 point, base64url: browsers subscribe with it as the applicationServerKey. */
  @Column({ type: "varchar", length: 100, name: "public_key" })
  publicKey!: string;

  @Column({ type: "varchar", length: 100, name: "private_key" })
  privateKey!: string;

  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "created_at" })
  createdAt!: Date;
}

/** A browser that turned on notifications for urgent announcements: where its push service takes them. */
@Entity({ name: "push_subscriptions" })
export class PushSubscriber {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** The push service's address for this browser (it is also the subscription's secret). */
  @Column({ type: "varchar", length: 1000 })
  endpoint!: string;

  /** The browser's P-256 public key and auth secret (RFC 8291), base64url: what the payload is encrypted to. */
  @Column({ type: "varchar", length: 100 })
  p256dh!: string;

  @Column({ type: "varchar", length: 50 })
  auth!: string;

  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "created_at" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz", precision: 3, name: "updated_at" })
  updatedAt!: Date;
}

export enum PushStatus {
  queued = "queued",
  sent = "sent",
  failed = "failed",
}

/** A push waiting to be sent, sent, or given up on, as the mail outbox keeps e-mail. */
@Entity({ name: "push_outbox" })
export class PushMessage {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** Null once the browser turned notifications off (or its push service said it is gone). */
  @Column({ type: "uuid", name: "subscription_id", nullable: true })
  subscriptionId!: string | null;

  /** The notification as the service worker shows it (JSON), encrypted only when sent. */
  @Column({ type: "text" })
  payload!: string;

  /** The alert send it belongs to. */
  @Column({ type: "varchar", length: 80 })
  batch!: string;

  @Column({ type: "varchar", length: 10 })
  status!: PushStatus;

  @Column({ type: "integer", default: 0 })
  attempts!: number;

  @Column({ type: "timestamptz", precision: 3, name: "next_attempt_at" })
  nextAttemptAt!: Date;

  @Column({ type: "varchar", length: 1000, name: "last_error", nullable: true })
  lastError!: string | null;

  @Column({ type: "timestamptz", precision: 3, name: "sent_at", nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "created_at" })
  createdAt!: Date;
}
