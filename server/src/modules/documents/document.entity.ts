import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { PUBLICATION_LABELS, Publication } from "../../kernel/publication";
import { Versioned } from "../../kernel/versions";
import { Asset, fallbackUrl } from "../files";
import { FieldFormat } from "../../kernel/field-labels";
import type { FieldLabels } from "../../kernel/field-labels";

/** The stable download address of a document: the same after a rename or a new file. */
export const documentDownloadPath = (id: string) => `/documents/${id}/download`;

@ObjectType({ simpleResolvers: true, description: "A document parents can download, such as a form or a policy." })
@Entity({ name: "documents" })
export class Document extends Versioned {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @ManyToOne(() => Asset, { eager: true, nullable: false, onDelete: "RESTRICT" })
  @JoinColumn({ name: "file_id" })
  file!: Asset;

  @Field(() => String, {
    description: "Where the PDF is downloaded from: stays the same when the document is renamed or its file replaced.",
  })
  get fileUrl(): string {
    return documentDownloadPath(this.id);
  }

  @Field(() => Int)
  get sizeBytes(): number {
    return this.file.variants[0]?.byteSize ?? 0;
  }

  @Field(() => String, { description: "Size as shown to parents: '{n} KB' (bytes / 1024, rounded)." })
  get size(): string {
    return `${Math.round(this.sizeBytes / 1024)} KB`;
  }

  @Field(() => Date, { description: "When the document was uploaded." })
  get uploadDate(): Date {
    return this.createdAt;
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

/** A document's fields in the editor's words, for the audit log and the history. */
export const DOCUMENT_LABELS: FieldLabels<Document> = [
  { property: "title", label: "title" },
  { property: "file", label: "PDF file", format: FieldFormat.FILE, value: (document) => fallbackUrl(document.file) },
  ...PUBLICATION_LABELS,
];
