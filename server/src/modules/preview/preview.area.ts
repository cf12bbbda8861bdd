import { defineArea } from "../../kernel/area";
import { PreviewLink } from "./preview-link.entity";
import { PreviewResolver } from "./preview.resolver";
import { noindexPreviews } from "./preview.robots";
import type { PreviewService } from "./preview.service";

/** Shared preview links of unpublished news, events and announcements. */
export const previewArea = defineArea({
  // Not `audited`: its service logs what staff do with links itself, naming the item by its title.
  entities: [PreviewLink],
  // The server makes the one preview service itself: every request's context asks it what a token opens.
  createService: ({ previews }: { previews: PreviewService }) => previews,
  resolvers: [PreviewResolver],
  httpRoutes: () => noindexPreviews(),
});
