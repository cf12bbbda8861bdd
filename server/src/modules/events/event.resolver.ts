import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Authorized, Ctx, ID, Info, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { viewerOf } from "../../kernel/request-context";
import type { RequestContext } from "../../kernel/request-context";
import { Connection } from "../../kernel/pagination";
import { requestedNodeFields } from "../../kernel/selection";
import { EXPECTED_VERSION } from "../../kernel/versions";
import { EventCalendar, calendarPath } from "./event.calendar";
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
  async events(
    @Args(() => EventListArgs) args: EventListArgs,
    @Ctx() { isStaff }: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return this.eventService.list(args, { isStaff: await isStaff() }, requestedNodeFields(info));
  }

  @Query(() => [EventCalendar], {
    description: "The calendars to subscribe to: every event first, then one per category of a public event.",
  })
  async eventCalendars(): Promise<EventCalendar[]> {
    const categories = await this.eventService.categories();
    return [null, ...categories].map((category) => ({ category, path: calendarPath(category) }));
  }

  @Query(() => Event, {
    description:
      "One event; NOT_FOUND for an unknown id, or one not published (except to staff or with its preview link's X-Preview-Token header).",
  })
  async event(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return this.eventService.getVisible(id, await viewerOf(context));
  }

  @Authorized()
  @Mutation(() => Event)
  createEvent(@Arg("input", () => EventInput) input: EventInput) {
    return this.eventService.create(input);
  }

  @Authorized()
  @Mutation(() => Event)
  updateEvent(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => EventInput) input: EventInput,
    @Arg("expectedVersion", () => Int, { nullable: true, description: EXPECTED_VERSION })
    expectedVersion?: number | null,
  ) {
    return this.eventService.update(id, input, expectedVersion ?? undefined);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the event and answers its id." })
  deleteEvent(@Arg("id", () => ID) id: string) {
    return this.eventService.delete(id);
  }
}
