import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

export enum AssetKind {
  image = "image",
  document = "document",
}

/** One stored file of an asset: an image at one width, or the PDF itself. */
export interface AssetVariant {
  /** 'w320' … 'w1920' (WebP), 'fallback' (JPEG or PNG) or 'document' (PDF). */
  name: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  width: number | null;
  height: number | null;
}

/**
 * An uploaded image or document: what variants exist and their sizes. The bytes live in
 * `asset_files`, so listing content never reads them.
 */
@Entity({ name: "assets" })
export class Asset {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "enum", enum: AssetKind, enumName: "asset_kind" })
  kind!: AssetKind;

  @Column({ type: "integer", nullable: true })
  width!: number | null;

  @Column({ type: "integer", nullable: true })
  height!: number | null;

  @Column({ type: "jsonb" })
  variants!: AssetVariant[];

  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "created_at" })
  createdAt!: Date;
}

@Entity({ name: "asset_files" })
export class AssetFile {
  @Column({ type: "uuid", primary: true, name: "asset_id" })
  assetId!: string;

  @Column({ type: "varchar", length: 20, primary: true })
  variant!: string;

  @Column({ type: "varchar", length: 100, name: "content_type" })
  contentType!: string;

  @Column({ type: "char", length: 64 })
  sha256!: string;

  @Column({ type: "bytea" })
  data!: Buffer;
}
