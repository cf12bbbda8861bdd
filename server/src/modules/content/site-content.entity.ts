import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";

/**
 * One editable page as it stands: its content (checked against the page's own input type before it
 * is stored) and a version that every save must name, so a save over someone else's is refused.
 */
@Entity({ name: "site_content" })
export class SiteContent {
  @PrimaryColumn({ type: "varchar", length: 40 })
  page!: string;

  @Column({ type: "jsonb" })
  content!: object;

  @Column({ type: "integer" })
  version!: number;

  @Column({ type: "timestamptz", precision: 3, name: "updated_at" })
  updatedAt!: Date;

  @Column({ type: "varchar", length: 320, name: "updated_by", nullable: true })
  updatedBy!: string | null;
}

/** Every saved version of a page, the current one included, so any of them can be restored. */
@Entity({ name: "site_content_revisions" })
@Index("site_content_revisions_page_version", ["page", "version"], { unique: true })
export class SiteContentRevision {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 40 })
  page!: string;

  @Column({ type: "integer" })
  version!: number;

  @Column({ type: "jsonb" })
  content!: object;

  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "saved_at" })
  savedAt!: Date;

  @Column({ type: "varchar", length: 320, name: "saved_by", nullable: true })
  savedBy!: string | null;
}
