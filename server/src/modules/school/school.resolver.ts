import { Field, ObjectType, Query, Resolver } from "type-graphql";
import type { SchoolIdentity } from "../../config";

@ObjectType({
  simpleResolvers: true,
  description: "Who the school is: configuration, shown in page titles and the footer.",
})
export class School implements SchoolIdentity {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  motto!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: "IANA time zone of the school's calendar." })
  timeZone!: string;
}

@Resolver(() => School)
export class SchoolResolver {
  constructor(private readonly identity: SchoolIdentity) {}

  @Query(() => School)
  school(): School {
    return this.identity;
  }
}
