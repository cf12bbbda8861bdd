import type { RequestHandler } from "express";

/**
 * Runs before the multipart parser, which would otherwise buffer a whole upload before Apollo's
 * CSRF check and the auth checker ever see the request: a cross-site form (no preflight header)
 * or an anonymous caller is refused before any byte of the body is read.
 */
export function uploadGuard(isSignedIn: (authorization: string | undefined) => Promise<boolean>): RequestHandler {
  return async (req, res, next) => {
    if (!req.is("multipart/form-data")) {
      next();
      return;
    }
    // A refused upload is answered before its body is read, and the server then drops the connection:
    // saying so keeps a client from sending its next request on it (Node 24's fetch failed with ECONNRESET).
    res.setHeader("Connection", "close");
    const preflighted = Boolean(req.headers["apollo-require-preflight"] || req.headers["x-apollo-operation-name"]);
    if (!preflighted) {
      res.status(400).json({
        errors: [{ message: "Uploads need the Apollo-Require-Preflight header", extensions: { code: "BAD_REQUEST" } }],
      });
      return;
    }
    try {
      if (!(await isSignedIn(req.headers.authorization))) {
        res
          .status(401)
          .json({ errors: [{ message: "Sign in to upload files", extensions: { code: "UNAUTHENTICATED" } }] });
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
