import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { clientRoutes } from "../../server/src/http/client";
import type { FinishedPage, PageCache } from "../../server/src/http/page-renderer";

// Whether a page is a preview link's is decided by what its render did, not only by its address: a page whose
// queries carried a preview token is never kept, whatever the address looked like to the server.

describe("the page cache and preview renders", () => {
  let distDir: string;
  let server: Server;
  let url: string;
  const kept = new Map<string, FinishedPage>();
  let renderedForPreview = false;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
    fs.writeFileSync(
      path.join(distDir, "index.html"),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    const cache: PageCache = async (key, render) => {
      const known = kept.get(key);
      if (known) return { page: known, hit: true };
      const page = await render();
      if (page) kept.set(key, page);
      return page && { page, hit: false };
    };
    const app = express();
    app.use(
      clientRoutes(distDir, [], () => Promise.resolve(null), {
        render: () =>
          Promise.resolve({ status: 200, head: "", body: "<h1>Draft</h1>", forPreview: renderedForPreview }),
        cache,
      }),
    );
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("keeps a public page for the next visitor", async () => {
    renderedForPreview = false;
    const response = await fetch(`${url}/news/1`);
    expect(await response.text()).toContain("<h1>Draft</h1>");
    expect(kept.has("/news/1")).toBe(true);
  });

  it("never keeps a page rendered with a preview token, and sends it as a preview answer", async () => {
    renderedForPreview = true;
    const response = await fetch(`${url}/news/2`);
    expect(await response.text()).not.toContain("<h1>Draft</h1>");
    expect(kept.has("/news/2")).toBe(false);
    expect({
      cacheControl: response.headers.get("cache-control"),
      robots: response.headers.get("x-robots-tag"),
    }).toEqual({ cacheControl: "private, no-store", robots: "noindex" });
  });
});
