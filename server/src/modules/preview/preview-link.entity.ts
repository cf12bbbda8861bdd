import { Field, ID, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { ContentKind } from "../../kernel/content-kinds";
import { PreviewKind } from "../../kernel/preview";

/** A link staff shared so someone without an account can see one unpublished item, until it expires or is revoked. */
@ObjectType({ description: "A shared preview link of one news article, event or announcement." })
@Entity({ name: "preview_links" })
@Index("preview_links_item", ["kind", "itemId"])
export class PreviewLink {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => PreviewKind)
  @Column({ type: "varchar", length: 20 })
  kind!: ContentKind;

  @Field(() => ID)
  @Column({ type: "uuid", name: "item_id" })
  itemId!: string;

  @Field(() => String, { nullable: true, description: "Who shared it (their e-mail or user name)." })
  @Column({ type: "varchar", length: 320, name: "created_by", nullable: true })
  createdBy!: string | null;

  // Set from the server's clock, as its expiry is: the token signed from both must agree with them.
  @Field(() => Date)
  @Column({ type: "timestamptz", precision: 3, name: "created_at", default: () => "now()" })
  createdAt!: Date;

  @Field(() => Date)
  @Column({ type: "timestamptz", precision: 3, name: "expires_at" })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: "timestamptz", precision: 3, name: "revoked_at", nullable: true })
  revokedAt!: Date | null;
}
