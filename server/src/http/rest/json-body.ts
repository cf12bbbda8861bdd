import express from "express";
import type { RequestHandler } from "express";
import { HttpError } from "./rest-errors";

/** A JSON body of at most `limit` bytes: 415 for any other declared type, 413 past the limit. */
export function jsonBody(limit: number): RequestHandler {
  // Not strict: a body of `"text"` or `42` is then refused as "not an object", which says more than a parse error.
  const parse = express.json({ limit, strict: false });
  return (req, res, next) => {
    const mediaType = req.headers["content-type"]?.split(";")[0].trim().toLowerCase();
    if (mediaType !== "application/json") {
      next(new HttpError(415, "Content-Type must be application/json"));
      return;
    }
    parse(req, res, next);
  };
}
