import { Router } from "express";
import { currentUserOf } from "../auth";
import type { AuthService } from "../auth";
import { sendNotFound, sendStoredFile } from "../files";
import type { DocumentService } from "./document.service";

/** Checked on every download: the address stays the same when staff replace the file, so never serve a stale copy. */
const REVALIDATE = "no-cache";

/**
 * `GET /documents/{id}/download`: the document's current PDF, named after its title. One not public
 * now is 404, except to staff sending their access token (the panel fetches it with one).
 */
export function documentDownloadRoutes(documents: DocumentService, { auth }: { auth: AuthService }): Router {
  const router = Router();
  router.get("/documents/:id/download", async (req, res, next) => {
    try {
      const isStaff = (await currentUserOf(auth, req)()) !== null;
      const found = await documents.download(req.params.id, { isStaff });
      if (!found) return sendNotFound(res);
      sendStoredFile(req, res, found.file, { cacheControl: REVALIDATE, documentTitle: found.title });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
