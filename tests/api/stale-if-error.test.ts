import { PageUnavailable, heldBytes, staleIfError } from "../../server/src/http/page-renderer";
import type { FinishedPage, PageCache } from "../../server/src/http/page-renderer";

// The last good rendering of each address, kept for outages, is bounded by the bytes its pages hold, not by
// their characters: a page's HTML costs V8 two bytes a character (the school's text has curly quotes), and
// its UTF-8 copy one more.

const CHARACTERS = 100_000;

function page(label: string): FinishedPage {
  const html = `<p>${label}’s page</p>`.padEnd(CHARACTERS, "x");
  return { status: 200, html, gzip: () => Buffer.alloc(0), brotli: () => Buffer.alloc(0), size: html.length };
}

describe("the last good pages kept for an outage", () => {
  it("count each page's HTML as V8 holds it, and its UTF-8 bytes", () => {
    expect(heldBytes("/news", page("news"))).toBe(5 + 2 * CHARACTERS + CHARACTERS);
    const latin1 = { ...page("news"), html: "x".repeat(CHARACTERS) };
    expect(heldBytes("/news", latin1)).toBe(5 + 2 * CHARACTERS);
  });

  it("keep only as many pages as their bytes allow, the least recently rendered leaving first", async () => {
    // Passes every render through, as the public cache does right after a write has emptied it.
    const cache: PageCache = async (_key, render) => {
      const rendered = await render();
      return rendered && { page: rendered, hit: false };
    };
    // Room for three pages of 300,000 bytes; counted in characters, it held nine.
    const kept = staleIfError(cache, 1_000_000);
    const addresses = ["/a", "/b", "/c", "/d", "/e"];
    for (const address of addresses) await kept(address, () => Promise.resolve(page(address)));

    const outage = () => Promise.reject(new PageUnavailable({ rendered: { status: 503, head: "", body: "" } }));
    const shown = async (address: string) => {
      const error = await kept(address, outage).catch((thrown: unknown) => thrown);
      if (!(error instanceof PageUnavailable)) throw new Error(`expected PageUnavailable, got ${String(error)}`);
      return "stale" in error.page ? error.page.stale.html.slice(0, 12) : "no stale page";
    };
    expect(await shown("/e")).toBe("<p>/e’s page");
    expect(await shown("/c")).toBe("<p>/c’s page");
    expect(await shown("/b")).toBe("no stale page");
    expect(await shown("/a")).toBe("no stale page");
  });
});
