import type { Request, RequestHandler, Response } from "express";
import { UnauthenticatedError } from "../../kernel/errors";
import type { RequestContext } from "../../kernel/request-context";

/**
 * The REST side of the GraphQL auth checker, with its very check: a valid access token of an enabled
 * staff member whose sign-in is still open. It runs before the body is read, so nobody anonymous
 * makes the server buffer megabytes.
 */
export function requireStaff(contextOf: (req: Request, res: Response) => RequestContext): RequestHandler {
  return async (req, res, next) => {
    if (!(await contextOf(req, res).isStaff())) throw new UnauthenticatedError();
    next();
  };
}
