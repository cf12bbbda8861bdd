import type { SchoolIdentity } from "../config";
import type { Logger } from "../logger";
import type { RefreshCookie, User } from "../modules/auth";
import type { Services } from "../services";

export interface Context {
  /** The signed-in, enabled staff member, checked against the database once per request when asked. */
  currentUser(): Promise<User | null>;
  refreshCookie: RefreshCookie;
  /** The client's address, as `trust proxy` reads it. */
  clientAddress: string;
  services: Services;
  logger: Logger;
  school: SchoolIdentity;
}
