import { Query, Resolver } from "type-graphql";
import { EventCalendar, calendarPath } from "./event.calendar";
import type { EventService } from "./event.service";

/** What events have beyond every content type's API (event.area.ts). */
@Resolver()
export class EventCalendarsResolver {
  constructor(private readonly eventService: EventService) {}

  @Query(() => [EventCalendar], {
    description: "The calendars to subscribe to: every event first, then one per category of a public event.",
  })
  async eventCalendars(): Promise<EventCalendar[]> {
    const categories = await this.eventService.categories();
    return [null, ...categories].map((category) => ({ category, path: calendarPath(category) }));
  }
}
