import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export enum OutboxStatus {
  queued = "queued",
  sent = "sent",
  failed = "failed",
}

/** An e-mail waiting to be sent, sent, or given up on; kept so staff and tests can see what went out. */
@Entity({ name: "mail_outbox" })
@Index("mail_outbox_due", ["status", "nextAttemptAt"])
export class OutboxMessage {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 320, name: "recipient" })
  to!: string;

  @Column({ type: "varchar", length: 300 })
  subject!: string;

  @Column({ type: "text" })
  text!: string;

  @Column({ type: "text", nullable: true })
  html!: string | null;

  @Column({ type: "jsonb", default: () => "'{}'" })
  headers!: Record<string, string>;

  @Column({ type: "varchar", length: 10, default: OutboxStatus.queued })
  status!: OutboxStatus;

  @Column({ type: "integer", default: 0 })
  attempts!: number;

  @Column({ type: "timestamptz", precision: 3, name: "next_attempt_at" })
  nextAttemptAt!: Date;

  /** No try is made after this: when what the message carries stops working, or a week after it was queued. */
  @Column({ type: "timestamptz", precision: 3, name: "give_up_at" })
  giveUpAt!: Date;

  @Column({ type: "text", name: "last_error", nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "created_at" })
  createdAt!: Date;

  @Column({ type: "timestamptz", precision: 3, name: "sent_at", nullable: true })
  sentAt!: Date | null;

  /** What sent it, when one send went to many (an alert send's id), for its delivered and failed counts. */
  @Column({ type: "varchar", length: 80, nullable: true })
  batch!: string | null;
}
