import { viewerOf } from "../../kernel/request-context";
import { restResource } from "../../kernel/rest-resource";
import { Announcement } from "./announcement.entity";
import { AnnouncementInput, AnnouncementListArgs } from "./announcement.inputs";
import type { AnnouncementService } from "./announcement.service";

/** `/announcements` and `/announcements/{id}` of the original site; inactive ones exist for staff only. */
export const announcementRoutes = (announcements: AnnouncementService) =>
  restResource({
    path: "/announcements",
    tag: "Announcements",
    names: { one: "announcement", many: "announcements" },
    answer: { type: Announcement, fields: ["id", "title", "content", "date", "urgent", "priority", "active"] },
    input: AnnouncementInput,
    list: {
      field: "announcements",
      args: AnnouncementListArgs,
      run: async (args, context) => announcements.list(args, await viewerOf(context)),
    },
    get: async (id, context) => announcements.getVisible(id, await viewerOf(context)),
    create: (input) => announcements.create(input),
    replace: (id, input) => announcements.update(id, input),
    remove: (id) => announcements.delete(id),
  });
