import { IMAGE_JSON_LIMIT } from "../../http/rest/json-body";
import { ID_SCHEMA, objectSchema } from "../../http/rest/json-schema";
import { restResource } from "../../http/rest/rest-resource";
import type { Event } from "./event.entity";
import { EventInput, EventListArgs } from "./event.inputs";

/** `/events` and `/events/{id}` of the original site. */
export const eventRoutes = restResource({
  path: "/events",
  tag: "Events",
  names: { one: "event", many: "events" },
  shape: {
    name: "Event",
    schema: objectSchema({
      id: ID_SCHEMA,
      title: { type: "string" },
      description: { type: "string" },
      date: { type: "string", format: "date" },
      time: { type: "string", description: "Display time such as '10:00 AM - 12:00 PM'." },
      location: { type: "string" },
      image: { type: ["string", "null"], description: "Address of the picture (JPEG or PNG), if any." },
    }),
    of: ({ id, title, description, date, time, location, image }: Event) => ({
      id,
      title,
      description,
      date,
      time,
      location,
      image,
    }),
  },
  input: EventInput,
  bodyLimit: IMAGE_JSON_LIMIT,
  list: { field: "events", args: EventListArgs, run: (args, { services }) => services.events.list(args) },
  get: (id, { services }) => services.events.get(id),
  create: (input, { services }) => services.events.create(input),
  replace: (id, input, { services }) => services.events.update(id, input),
  remove: (id, { services }) => services.events.delete(id),
});
