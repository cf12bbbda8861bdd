import { Router } from "express";
import type { RequestHandler } from "express";
import { PREVIEW_TOKEN_HEADER } from "../../kernel/preview";

/** The query parameter a shared preview link's page address carries its token in. */
const PREVIEW_PARAMETER = "preview";

/** Anything answered for a preview link (the page, its GraphQL answer) is kept out of search engines. */
export const noindexPreview: RequestHandler = (req, res, next) => {
  if (req.get(PREVIEW_TOKEN_HEADER) || req.query[PREVIEW_PARAMETER] !== undefined)
    res.setHeader("X-Robots-Tag", "noindex");
  next();
};

/** `noindexPreview` for every request the areas' routes see (pages); /graphql applies it itself, ahead of them. */
export function noindexPreviews(): Router {
  return Router().use(noindexPreview);
}
