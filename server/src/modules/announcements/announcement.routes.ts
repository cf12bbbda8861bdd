import { ID_SCHEMA, objectSchema } from "../../http/rest/json-schema";
import { restResource } from "../../http/rest/rest-resource";
import type { RestContext } from "../../http/rest/rest-route";
import { Priority } from "./announcement.entity";
import type { Announcement } from "./announcement.entity";
import { AnnouncementInput, AnnouncementListArgs } from "./announcement.inputs";
import type { Viewer } from "./announcement.service";

const viewerOf = async ({ currentUser }: RestContext): Promise<Viewer> => ({ isStaff: (await currentUser()) !== null });

/** `/announcements` and `/announcements/{id}` of the original site; inactive ones exist for staff only. */
export const announcementRoutes = restResource({
  path: "/announcements",
  tag: "Announcements",
  names: { one: "announcement", many: "announcements" },
  shape: {
    name: "Announcement",
    schema: objectSchema({
      id: ID_SCHEMA,
      title: { type: "string" },
      content: { type: "string" },
      date: { type: "string", format: "date" },
      urgent: { type: "boolean" },
      priority: {
        type: "string",
        enum: Object.values(Priority),
        description: "high when urgent, else the chosen one (medium by default).",
      },
      active: { type: "boolean", description: "Inactive announcements are hidden from the public." },
    }),
    of: ({ id, title, content, date, urgent, priority, active }: Announcement) => ({
      id,
      title,
      content,
      date,
      urgent,
      priority,
      active,
    }),
  },
  input: AnnouncementInput,
  list: {
    field: "announcements",
    args: AnnouncementListArgs,
    run: async (args, context) => context.services.announcements.list(args, await viewerOf(context)),
  },
  get: async (id, context) => context.services.announcements.getVisible(id, await viewerOf(context)),
  create: (input, { services }) => services.announcements.create(input),
  replace: (id, input, { services }) => services.announcements.update(id, input),
  remove: (id, { services }) => services.announcements.delete(id),
});
