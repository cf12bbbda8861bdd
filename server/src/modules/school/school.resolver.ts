import { Ctx, Field, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";

@ObjectType({
  simpleResolvers: true,
  description: "Who the school is: configuration, shown in page titles and the footer.",
})
export class School {
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
  @Query(() => School)
  school(@Ctx() { school }: Context): School {
    return school;
  }
}
