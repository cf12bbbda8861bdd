import type { RequestHandler } from "express";
import { AuthenticationError } from "type-graphql";
import type { AuthService } from "../../modules/auth";

/**
 * The REST side of the GraphQL auth checker, with its very check: a valid access token of an enabled
 * staff member whose sign-in is still open. It runs before the body is read, so nobody anonymous
 * makes the server buffer megabytes.
 */
export function requireStaff(auth: Pick<AuthService, "currentUserFor">): RequestHandler {
  return async (req, _res, next) => {
    if ((await auth.currentUserFor(req.headers.authorization)()) === null) throw new AuthenticationError();
    next();
  };
}
