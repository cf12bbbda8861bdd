import { Arg, Args, Authorized, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection } from "../../kernel/pagination";
import { Event } from "./event.entity";
import { EventInput, EventListArgs } from "./event.inputs";
import type { EventService } from "./event.service";

@ObjectType()
class EventConnection extends Connection(Event) {}

@Resolver(() => Event)
export class EventResolver {
  constructor(private readonly eventService: EventService) {}

  @Query(() => EventConnection, {
    description: "Events; upcoming ones, soonest first, unless timeframe says otherwise.",
  })
  events(@Args(() => EventListArgs) args: EventListArgs) {
    return this.eventService.list(args);
  }

  @Query(() => Event, { description: "One event; NOT_FOUND for an unknown id." })
  event(@Arg("id", () => ID) id: string) {
    return this.eventService.get(id);
  }

  @Authorized()
  @Mutation(() => Event)
  createEvent(@Arg("input", () => EventInput) input: EventInput) {
    return this.eventService.create(input);
  }

  @Authorized()
  @Mutation(() => Event)
  updateEvent(@Arg("id", () => ID) id: string, @Arg("input", () => EventInput) input: EventInput) {
    return this.eventService.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the event and answers its id." })
  deleteEvent(@Arg("id", () => ID) id: string) {
    return this.eventService.delete(id);
  }
}
