import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Asset } from "../files";

/**
 * An earlier version of a news article, event, announcement, document or gallery photo: its columns as
 * they were, who saved it and when. The picture or file it named stays stored while this row points at it.
 */
@Entity({ name: "item_revisions" })
@Index("item_revisions_item_version", ["kind", "itemId", "version"], { unique: true })
export class ItemRevision {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** The kind's name, as the audit log writes it: 'News article'. */
  @Column({ type: "varchar", length: 40 })
  kind!: string;

  @Column({ type: "uuid", name: "item_id" })
  itemId!: string;

  @Column({ type: "integer" })
  version!: number;

  /** The item's columns by property (relations by id). */
  @Column({ type: "jsonb" })
  snapshot!: Record<string, unknown>;

  @Column({ type: "timestamptz", precision: 3, name: "saved_at" })
  savedAt!: Date;

  @Column({ type: "varchar", length: 320, name: "saved_by", nullable: true })
  savedBy!: string | null;

  // A foreign key, so the nightly pruning of unused pictures keeps it; gone only with the item for good.
  @Index("item_revisions_asset")
  @ManyToOne(() => Asset, { nullable: true, onDelete: "SET NULL" })
  @JoinColumn({ name: "asset_id" })
  asset!: Asset | null;
}
