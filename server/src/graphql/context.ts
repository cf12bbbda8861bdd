import type { SchoolIdentity } from "../config";
import type { Logger } from "../logger";
import type { AuthUser } from "../modules/auth";
import type { Services } from "../services";

export interface Context {
  user: AuthUser | null;
  services: Services;
  logger: Logger;
  school: SchoolIdentity;
}
