import { Router } from "express";
import type { Response } from "express";
import { LRUCache } from "lru-cache";
import rangeParser from "range-parser";
import type { DataSource } from "typeorm";
import { isUuid } from "../../kernel/ids";
import type { AssetFile } from "./asset.entity";
import type { AssetStore } from "./asset.store";
import { parseFileName } from "./asset-urls";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Small variants parents fetch again and again stay in memory; content-addressed, so never stale. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const CACHED_FILE_MAX_BYTES = 1024 * 1024;

/** ASCII-only file name for Content-Disposition (res.attachment adds the UTF-8 form). */
function downloadName(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\w\s.-]/g, "")
    .trim()
    .replace(/\s+/g, "_")
    .slice(0, 100);
  return `${base || "document"}.pdf`;
}

/**
 * `GET /files/<asset id>/<variant>.<hash>.<ext>`: bytes with their real type, a strong ETag from
 * their hash (304 on If-None-Match), immutable caching, ranges (for PDF viewers), and documents
 * as attachments named after their title.
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
      if (!parsed || !isUuid(req.params.assetId)) return notFound(res);
      const key = `${req.params.assetId}/${parsed.variant}`;
      let file = cache.get(key);
      if (!file || !file.sha256.startsWith(parsed.hashPrefix)) {
        file = (await store.read(req.params.assetId, parsed.variant)) ?? undefined;
        if (!file || !file.sha256.startsWith(parsed.hashPrefix)) return notFound(res);
        if (file.data.length <= CACHED_FILE_MAX_BYTES) cache.set(key, file);
      }

      const etag = `"${file.sha256}"`;
      res.setHeader("Content-Type", file.contentType);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", IMMUTABLE);
      res.setHeader("Accept-Ranges", "bytes");
      // A file is data, never a page: even an odd PDF viewer gets no scripts or same-origin rights.
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      if (file.contentType === "application/pdf") {
        const rows: { title: string }[] = await dataSource.query("SELECT title FROM documents WHERE file_id = $1", [
          file.assetId,
        ]);
        res.attachment(downloadName(rows[0]?.title ?? "document"));
        res.setHeader("Content-Type", file.contentType);
      }

      if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
        res.status(304).end();
        return;
      }
      const range = req.headers.range ? rangeParser(file.data.length, req.headers.range, { combine: true }) : undefined;
      if (range === -1) {
        res.status(416).setHeader("Content-Range", `bytes */${file.data.length}`).end();
        return;
      }
      if (Array.isArray(range) && range.type === "bytes" && range.length === 1) {
        const { start, end } = range[0];
        res.status(206).setHeader("Content-Range", `bytes ${start}-${end}/${file.data.length}`);
        res.end(file.data.subarray(start, end + 1));
        return;
      }
      res.end(file.data);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

function notFound(res: Response): void {
  res.status(404).json({ error: "Not found" });
}
