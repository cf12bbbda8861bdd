import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { Timestamped } from "../../kernel/timestamps";

/** The subjects the original contact form offered; the values are what staff read. */
export enum ContactSubject {
  Admissions = "Admissions",
  AcademicInquiry = "Academic Inquiry",
  Events = "Events",
  Careers = "Careers",
  Other = "Other",
}

registerEnumType(ContactSubject, { name: "ContactSubject", description: "What a contact message is about." });

@ObjectType({ simpleResolvers: true, description: "A message a visitor sent through the contact form." })
@Entity({ name: "contact_messages" })
export class ContactMessage extends Timestamped {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 100 })
  name!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Field(() => ContactSubject)
  @Column({ type: "varchar", length: 40 })
  subject!: ContactSubject;

  @Field(() => String)
  @Column({ type: "text" })
  message!: string;

  @Field(() => Date, { nullable: true, description: "When staff first marked it read; null while unread." })
  @Column({ type: "timestamptz", precision: 3, name: "read_at", nullable: true })
  readAt!: Date | null;

  @Field(() => Boolean)
  get read(): boolean {
    return this.readAt !== null;
  }
}
