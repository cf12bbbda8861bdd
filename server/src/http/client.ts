import fs from "node:fs";
import path from "node:path";
import express, { Router } from "express";

const HASHED_ASSETS_MAX_AGE = "365d";

/** Serves the built React client, with index.html for every client-side route. */
export function clientRoutes(distDir: string, reservedPrefixes: string[]): Router {
  const router = Router();
  const indexFile = path.join(distDir, "index.html");
  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: HASHED_ASSETS_MAX_AGE, index: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.get(/.*/, (req, res, next) => {
    if (reservedPrefixes.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) {
      next();
      return;
    }
    if (!fs.existsSync(indexFile)) {
      res.status(503).type("text/plain").send("The website has not been built yet: run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  });
  return router;
}
