import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import { SchoolResolver } from "./school.resolver";

/** Who the school is (name, motto, address, time zone): configuration, answered as it is. */
export const schoolArea = defineArea({
  createService: ({ school }: { school: SchoolIdentity }) => school,
  resolvers: [SchoolResolver],
});
