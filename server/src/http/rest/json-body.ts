import express from "express";
import type { RequestHandler } from "express";
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from "../../modules/files";
import { HttpError } from "./rest-errors";

/** Bodies without a file keep the limit of /graphql's JSON bodies. */
export const DEFAULT_JSON_LIMIT = 100 * 1024;
/** Room beside the data URL for the other fields (50,000 characters of content, even \u-escaped). */
const FIELDS_ALLOWANCE = 512 * 1024;

/** A body that can carry a file of `maxBytes` as a base64 data URL; the file's own limit is checked after decoding. */
function dataUrlBodyLimit(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + FIELDS_ALLOWANCE;
}

export const IMAGE_JSON_LIMIT = dataUrlBodyLimit(IMAGE_MAX_BYTES);
export const DOCUMENT_JSON_LIMIT = dataUrlBodyLimit(DOCUMENT_MAX_BYTES);

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
