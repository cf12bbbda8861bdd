import type { Request, Response } from "express";
import rangeParser from "range-parser";
import type { AssetFile } from "./asset.entity";

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

interface SendOptions {
  cacheControl: string;
  /** A document's title: the PDF is sent as an attachment named after it. */
  documentTitle?: string;
}

/**
 * Sends stored bytes with their real type, a strong ETag from their hash (304 on If-None-Match)
 * and ranges (for PDF viewers).
 */
export function sendStoredFile(req: Request, res: Response, file: AssetFile, options: SendOptions): void {
  const etag = `"${file.sha256}"`;
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", options.cacheControl);
  res.setHeader("Accept-Ranges", "bytes");
  // A file is data, never a page: even an odd PDF viewer gets no scripts or same-origin rights.
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  if (options.documentTitle !== undefined) {
    res.attachment(downloadName(options.documentTitle));
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
}

export function sendNotFound(res: Response): void {
  res.status(404).json({ error: "Not found" });
}
