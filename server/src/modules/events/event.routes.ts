import { viewerOf } from "../../kernel/request-context";
import { restResource } from "../../kernel/rest-resource";
import { IMAGE_JSON_LIMIT } from "../files";
import { Event } from "./event.entity";
import { EventInput, EventListArgs } from "./event.inputs";
import type { EventService } from "./event.service";

/** `/events` and `/events/{id}` of the original site. */
export const eventRoutes = (events: EventService) =>
  restResource({
    path: "/events",
    tag: "Events",
    names: { one: "event", many: "events" },
    answer: { type: Event, fields: ["id", "title", "description", "date", "time", "location", "image"] },
    input: EventInput,
    bodyLimit: IMAGE_JSON_LIMIT,
    list: {
      field: "events",
      args: EventListArgs,
      run: async (args, { isStaff }) => events.list(args, { isStaff: await isStaff() }),
    },
    get: async (id, context) => events.getVisible(id, await viewerOf(context)),
    create: (input) => events.create(input),
    replace: (id, input) => events.update(id, input),
    remove: (id) => events.delete(id),
  });
