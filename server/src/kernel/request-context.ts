import type { Logger } from "pino";

/** What every resolver and REST route may know of the request it serves; an area needing more extends it. */
export interface RequestContext {
  /** Whether a signed-in, enabled staff member is asking: checked against the database at most once per request. */
  isStaff: () => Promise<boolean>;
  /** The client's address, as `trust proxy` reads it. */
  clientAddress: string;
  /** The request's logger: its lines carry the request id. */
  logger: Logger;
}
