import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../kernel/timestamps";
import { Asset, fallbackUrl } from "../files";

@ObjectType({ simpleResolvers: true, description: "A document parents can download, such as a form or a policy." })
@Entity({ name: "documents" })
export class Document extends Timestamped {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @ManyToOne(() => Asset, { eager: true, nullable: false, onDelete: "RESTRICT" })
  @JoinColumn({ name: "file_id" })
  file!: Asset;

  @Field(() => String, { description: "Where the PDF is downloaded from." })
  get fileUrl(): string {
    return fallbackUrl(this.file) ?? "";
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
}
