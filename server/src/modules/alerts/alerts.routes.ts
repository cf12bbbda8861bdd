import express, { Router } from "express";
import { unsafeTextProblem } from "../../kernel/unsafe-input";
import type { AlertsService } from "./alerts.service";

/**
 * The one-click unsubscribe of RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the address in
 * the List-Unsubscribe header. A person opening the same address gets the page that asks them first.
 */
export function alertRoutes(alerts: AlertsService): Router {
  const router = Router();
  router.post("/alerts/unsubscribe", express.urlencoded({ extended: false, limit: "1kb" }), async (req, res, next) => {
    try {
      const token = typeof req.query.token === "string" ? req.query.token : "";
      if (!token || token.length > 64 || unsafeTextProblem(token)) {
        res.status(400).type("text/plain").send("This unsubscribe link is not valid.");
        return;
      }
      await alerts.unsubscribe(token);
      res.type("text/plain").send("You are unsubscribed.");
    } catch (error) {
      next(error);
    }
  });
  return router;
}
