import type { Response } from "express";
import type { Logger } from "pino";
import type { PreviewGrant } from "./preview";
import type { Role } from "./roles";
import type { Viewer } from "./publication";

/** What every resolver and REST route may know of the request it serves; an area needing more extends it. */
export interface RequestContext {
  /** Whether a signed-in, enabled staff member is asking: checked against the database at most once per request. */
  isStaff: () => Promise<boolean>;
  /** The signed-in staff member's role, or null for the public (the same one lookup as `isStaff`). */
  staffRole: () => Promise<Role | null>;
  /**
   * Whether the one asking is signed in but may do nothing until they set up two-factor authentication
   * (the school requires it); `isStaff` and `staffRole` answer as for the public meanwhile.
   */
  mustSetUpTwoFactor: () => Promise<boolean>;
  /** The client's address, as `trust proxy` reads it. */
  clientAddress: string;
  /**
   * The request's logger, its lines carrying the request id: bound when first asked for, as most requests log
   * nothing. A function, not a getter: Apollo copies the context with Object.assign, which reads every getter.
   */
  logger: () => Logger;
  /** The item the request's preview link opens (checked at most once), if it carries a valid one. */
  preview?: () => Promise<PreviewGrant | null>;
  /**
   * Marks the answer as the asker's own (a subscriber's settings, read with the secret of their link): no
   * cache keeps it, in the server, a browser or a CDN, so a change they make shows at once.
   */
  keepAnswerPrivate: () => void;
}

/** Marks `res` as an answer no cache may keep (see `RequestContext.keepAnswerPrivate`). */
export function keepAnswerPrivate(res: Response): void {
  res.locals.privateAnswer = true;
}

/** Whether `res` was marked as an answer no cache may keep. */
export function isPrivateAnswer(res: Response): boolean {
  return res.locals.privateAnswer === true;
}

/** Who is asking for one item: staff, or someone holding a preview link. */
export async function viewerOf({ isStaff, preview }: RequestContext): Promise<Viewer> {
  return { isStaff: await isStaff(), preview: (await preview?.()) ?? null };
}
