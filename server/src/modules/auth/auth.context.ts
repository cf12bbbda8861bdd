import type { Request, Response } from "express";
import { keepAnswerPrivate } from "../../kernel/request-context";
import type { RequestContext } from "../../kernel/request-context";
import { actingUserOf } from "./auth.service";
import type { AuthService, SignedInStaff } from "./auth.service";
import { refreshCookie } from "./refresh-cookie";
import type { RefreshCookie } from "./refresh-cookie";
import type { User } from "./user.entity";

/** What the auth resolver needs of a request beyond every area's: the user themself and the refresh cookie. */
export interface AuthContext extends RequestContext {
  /**
   * The signed-in, enabled staff member, checked against the database once per request when asked;
   * null too for one who must set up two-factor first.
   */
  currentUser: () => Promise<User | null>;
  /** The signed-in staff member even while they must set up two-factor: for `me` and the set-up itself. */
  signedInStaff: () => Promise<SignedInStaff | null>;
  /** The sign-in the access token belongs to (open whenever `currentUser` answers someone), or null. */
  currentSessionId: () => string | null;
  /** The browser's User-Agent header, kept with a new sign-in for the account screen. */
  userAgent: string | null;
  refreshCookie: RefreshCookie;
}

const lookups = new WeakMap<Request, () => Promise<SignedInStaff | null>>();

/**
 * Who is signed in on `req`: one lookup per request, shared by everything that asks (its GraphQL or
 * REST context, the audit log's "who").
 */
function signedInStaffOf(auth: AuthService, req: Request): () => Promise<SignedInStaff | null> {
  let lookup = lookups.get(req);
  if (!lookup) {
    lookup = auth.signedInStaffFor(req.headers.authorization);
    lookups.set(req, lookup);
  }
  return lookup;
}

/** Who may act as staff on `req`: signed in, and not held to setting up two-factor first. */
export function currentUserOf(auth: AuthService, req: Request): () => Promise<User | null> {
  return actingUserOf(signedInStaffOf(auth, req));
}

const noOne = () => Promise.resolve(null);

/**
 * The context of one GraphQL or REST request: who is asking is looked up at most once, and only when
 * asked. `asPublic` leaves out whoever signed the request: a page rendered on the server is the same
 * for everyone, and may be kept or shared.
 */
export function requestContext(
  auth: AuthService,
  req: Request,
  res: Response,
  options: { secureCookie: boolean; preview?: RequestContext["preview"]; asPublic?: boolean },
): AuthContext {
  const signedInStaff = options.asPublic ? noOne : signedInStaffOf(auth, req);
  const currentUser = actingUserOf(signedInStaff);
  return {
    currentUser,
    signedInStaff,
    mustSetUpTwoFactor: async () => (await signedInStaff())?.mustSetUpTwoFactor ?? false,
    isStaff: async () => (await currentUser()) !== null,
    staffRole: async () => (await currentUser())?.role ?? null,
    currentSessionId: () => (options.asPublic ? null : auth.sessionIdFor(req.headers.authorization)),
    userAgent: req.get("user-agent") ?? null,
    refreshCookie: refreshCookie(req, res, { secure: options.secureCookie }),
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
    keepAnswerPrivate: () => keepAnswerPrivate(res),
    preview: options.preview,
    logger: () => req.log,
  };
}
