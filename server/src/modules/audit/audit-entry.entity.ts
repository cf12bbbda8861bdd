import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { AuditAction } from "../../kernel/audit";

registerEnumType(AuditAction, { name: "AuditAction", description: "What an audit log entry says happened." });

@ObjectType({
  simpleResolvers: true,
  description: "Something staff (or someone trying to sign in) did, kept one year.",
})
@Entity({ name: "audit_entries" })
@Index("IDX_audit_entries_at", ["at"])
export class AuditEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => Date)
  @Column({ type: "timestamptz", precision: 3 })
  at!: Date;

  @Field(() => String, {
    nullable: true,
    description: "Who: a staff member's e-mail, the name tried at a sign-in, or 'command line'.",
  })
  @Column({ type: "varchar", length: 320, nullable: true })
  actor!: string | null;

  @Field(() => AuditAction)
  @Column({ type: "varchar", length: 40 })
  action!: AuditAction;

  @Field(() => String, { description: "What kind of thing: 'News article', 'Page', 'Staff account'." })
  @Column({ type: "varchar", length: 80, name: "subject_type" })
  subjectType!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: 200, name: "subject_id", nullable: true })
  subjectId!: string | null;

  @Field(() => String)
  @Column({ type: "text" })
  summary!: string;

  @Field(() => [String], { description: "The fields a change touched." })
  @Column({ type: "jsonb", default: () => "'[]'" })
  changes!: string[];

  @Field(() => String, { nullable: true, description: "The client's address, when it came through the web." })
  @Column({ type: "varchar", length: 100, name: "client_address", nullable: true })
  clientAddress!: string | null;
}
