import { defineArea } from "../../kernel/area";
import { TrashResolver } from "./trash.resolver";
import type { TrashService } from "./trash.service";

/** The trash of news, events, announcements, documents and gallery photos: staff list, restore and empty it. */
export const trashArea = defineArea({
  createService: ({ trash }: { trash: TrashService }) => trash,
  resolvers: [TrashResolver],
  // Nightly (03:30 UTC, 05:30 in Johannesburg): what has stayed in the trash its retention period goes, files included.
  jobs: (trash) => [{ name: "trash_purge", cron: "30 3 * * *", run: async () => void (await trash.purge()) }],
});
