import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { PUBLICATION_LABELS, Publication } from "../../kernel/publication";
import { Illustrated, PICTURE_LABEL, fallbackUrl } from "../files";
import { Album } from "./album.entity";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabels } from "../../kernel/field-labels";

@ObjectType({ simpleResolvers: true, description: "A photo in the school gallery." })
@Entity({ name: "gallery_items" })
export class GalleryItem extends Illustrated {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String)
  @Column({ type: "text", default: "" })
  description!: string;

  @Field(() => String, { description: "What the photo shows, for people who cannot see it; written by staff." })
  @Column({ type: "varchar", length: 300 })
  alt!: string;

  @Field(() => String, { nullable: true, description: "Address of the photo (JPEG or PNG)." })
  get imageUrl(): string | null {
    return fallbackUrl(this.imageAsset);
  }

  @Field(() => Date, { description: "When the photo was added." })
  @Column({ type: "timestamptz", precision: 3, default: () => "now()" })
  date!: Date;

  @Field(() => Int, { description: "Place in the gallery, smallest first; a new photo comes first." })
  // A descending sequence: each new photo takes a smaller number than any before it, in one statement.
  @Column({ type: "integer", default: () => "nextval('gallery_items_next_position')" })
  position!: number;

  @Field(() => Album, { nullable: true })
  @ManyToOne(() => Album, { eager: true, nullable: true, onDelete: "SET NULL" })
  @JoinColumn({ name: "album_id" })
  album!: Album | null;

  @Field(() => ID, { nullable: true })
  get albumId(): string | null {
    return this.album?.id ?? null;
  }

  @Column(() => Publication, { prefix: false })
  publication!: Publication;

  @Field(() => Date, { nullable: true, description: "When it went or goes public; null: a draft." })
  get publishedAt(): Date | null {
    return this.publication.publishedAt;
  }

  @Field(() => Date, { nullable: true, description: "When it stops being public by itself; null: it stays." })
  get expiresAt(): Date | null {
    return this.publication.expiresAt;
  }
}

/** A photo's fields in the editor's words, for the audit log and the history. */
export const GALLERY_ITEM_LABELS: FieldLabels<GalleryItem> = [
  { property: "title", label: "title" },
  { property: "description", label: "description" },
  { property: "alt", label: "alt text" },
  { ...PICTURE_LABEL, label: "photo" },
  { property: "date", label: "date", format: FieldFormat.INSTANT },
  { property: "album", label: "album", value: (photo) => photo.album?.name ?? null },
  ...PUBLICATION_LABELS,
];
