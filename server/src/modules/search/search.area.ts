import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { Clock } from "../../kernel/clock";
import { SearchResolver } from "./search.resolver";
import { SearchService } from "./search.service";

interface SearchNeeds {
  dataSource: DataSource;
  clock: Clock;
  /** The pages' defaults (until first saved) name the school. */
  school: SchoolIdentity;
}

/** One search over everything the public reads. */
export const searchArea = defineArea({
  createService: ({ dataSource, clock, school }: SearchNeeds) => new SearchService(dataSource, clock, school),
  resolvers: [SearchResolver],
});
