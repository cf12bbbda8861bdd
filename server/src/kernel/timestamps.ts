import { Field, ObjectType } from "type-graphql";
import { CreateDateColumn, UpdateDateColumn } from "typeorm";

/** createdAt/updatedAt to the millisecond, so they round-trip through JS Dates and cursors. */
// Decorated so subclasses inherit its GraphQL fields; no resolver returns it, so it is not a schema type.
@ObjectType({ simpleResolvers: true })
export abstract class Timestamped {
  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz", precision: 3, name: "created_at" })
  createdAt!: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz", precision: 3, name: "updated_at" })
  updatedAt!: Date;
}
