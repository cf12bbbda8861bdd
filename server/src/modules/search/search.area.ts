import { defineArea } from "../../kernel/area";
import { SearchResolver } from "./search.resolver";
import type { SearchService } from "./search.service";

/** One search over everything the public reads: what each area's `search` declares. */
export const searchArea = defineArea({
  createService: ({ search }: { search: SearchService }) => search,
  resolvers: [SearchResolver],
});
