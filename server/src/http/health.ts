import { Router } from "express";
import type { DataSource } from "typeorm";

export interface Readiness {
  shuttingDown: boolean;
}

/** `/health`: the process answers. `/ready`: it can serve, i.e. the database answers and is migrated. */
export function healthRoutes(dataSource: DataSource, readiness: Readiness): Router {
  const router = Router();
  router.get("/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/ready", async (_req, res) => {
    if (readiness.shuttingDown) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
    try {
      await dataSource.query("SELECT 1");
      const pending = await dataSource.showMigrations();
      if (pending) {
        res.status(503).json({ status: "migrations pending" });
        return;
      }
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "database unavailable" });
    }
  });
  return router;
}
