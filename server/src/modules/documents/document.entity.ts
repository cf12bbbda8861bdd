import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../common/timestamps";

@ObjectType({ simpleResolvers: true, description: "A document parents can download, such as a form or a policy." })
@Entity({ name: "documents" })
export class Document extends Timestamped {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 200 })
  title!: string;

  @Field(() => String, { description: "Where the file is downloaded from." })
  @Column({ type: "text", name: "file_url" })
  fileUrl!: string;

  @Field(() => Int, { nullable: true })
  @Column({ type: "integer", name: "size_bytes", nullable: true })
  sizeBytes!: number | null;

  @Field(() => String, { nullable: true, description: "Size as shown to parents: '{n} KB' (bytes / 1024, rounded)." })
  get size(): string | null {
    return this.sizeBytes === null ? null : `${Math.round(this.sizeBytes / 1024)} KB`;
  }

  @Field(() => Date, { description: "When the document was uploaded." })
  get uploadDate(): Date {
    return this.createdAt;
  }
}
