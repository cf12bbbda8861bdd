import { Arg, Args, Authorized, Ctx, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Connection } from "../../graphql/pagination";
import { Event } from "./event.entity";
import { EventInput, EventListArgs } from "./event.inputs";

@ObjectType()
export class EventConnection extends Connection(Event) {}

@Resolver(() => Event)
export class EventResolver {
  @Query(() => EventConnection, {
    description: "Events; upcoming ones, soonest first, unless timeframe says otherwise.",
  })
  events(@Args(() => EventListArgs) args: EventListArgs, @Ctx() { services }: Context) {
    return services.events.list(args);
  }

  @Query(() => Event, { description: "One event; NOT_FOUND for an unknown id." })
  event(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.events.get(id);
  }

  @Authorized()
  @Mutation(() => Event)
  createEvent(@Arg("input", () => EventInput) input: EventInput, @Ctx() { services }: Context) {
    return services.events.create(input);
  }

  @Authorized()
  @Mutation(() => Event)
  updateEvent(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => EventInput) input: EventInput,
    @Ctx() { services }: Context,
  ) {
    return services.events.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the event and answers its id." })
  deleteEvent(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.events.delete(id);
  }
}
