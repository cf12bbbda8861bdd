import { Router } from "express";
import { LRUCache } from "lru-cache";
import type { DataSource } from "typeorm";
import { isUuid } from "../../kernel/ids";
import type { AssetFile } from "./asset.entity";
import type { AssetStore } from "./asset.store";
import { parseFileName } from "./asset-urls";
import { sendNotFound, sendStoredFile } from "./file-response";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Small variants parents fetch again and again stay in memory; content-addressed, so never stale. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHED_FILE_MAX_BYTES = 1024 * 1024;

/**
 * `GET /files/<asset id>/<variant>.<hash>.<ext>`: content-addressed bytes cached forever, and
 * documents as attachments named after their title.
 */
export function fileRoutes(store: AssetStore, dataSource: DataSource): Router {
  const router = Router();
  const cache = new LRUCache<string, AssetFile>({
    maxSize: CACHE_MAX_BYTES,
    sizeCalculation: (file) => file.data.length + 200,
  });

  router.get("/files/:assetId/:fileName", async (req, res, next) => {
    try {
      const parsed = parseFileName(req.params.fileName);
      if (!parsed || !isUuid(req.params.assetId)) return sendNotFound(res);
      const key = `${req.params.assetId}/${parsed.variant}`;
      let file = cache.get(key);
      if (!file || !file.sha256.startsWith(parsed.hashPrefix)) {
        file = (await store.read(req.params.assetId, parsed.variant)) ?? undefined;
        if (!file || !file.sha256.startsWith(parsed.hashPrefix)) return sendNotFound(res);
        if (file.data.length <= CACHED_FILE_MAX_BYTES) cache.set(key, file);
      }

      let documentTitle: string | undefined;
      if (file.contentType === "application/pdf") {
        const rows: { title: string; trashed: boolean }[] = await dataSource.query(
          "SELECT title, deleted_at IS NOT NULL AS trashed FROM documents WHERE file_id = $1",
          [file.assetId],
        );
        // A document in the trash is not downloadable, by any address.
        if (rows[0]?.trashed) return sendNotFound(res);
        documentTitle = rows[0]?.title ?? "document";
      }
      sendStoredFile(req, res, file, { cacheControl: IMMUTABLE, documentTitle });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
