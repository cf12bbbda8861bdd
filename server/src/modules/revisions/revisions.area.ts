import { defineArea } from "../../kernel/area";
import { ItemRevision } from "./item-revision.entity";

/** The earlier versions of content: one table, written and read through the content areas' services. */
export const revisionsArea = defineArea({
  entities: [ItemRevision],
  createService: () => undefined,
});
