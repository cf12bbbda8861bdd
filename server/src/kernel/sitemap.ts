import { MAX_PAGE_SIZE } from "./pagination";
import type { Page, PageArgs } from "./pagination";

/** A public page of an area, for sitemap.xml: its list, or one item. */
export interface SitemapUrl {
  /** Path on the site, e.g. `/news/<id>`. */
  url: string;
  /** When the item last changed, ISO 8601; none for a list, which changes as often as the site's pages. */
  lastmod?: string;
}

/** A bound on the pages read: far above what a school publishes. */
const SITEMAP_MAX_PAGES = 50;

/** The list's page `path`, and the page `${path}/<id>` of every item a paginated public list answers, read page by page. */
export async function sitemapUrls(
  path: string,
  list: (page: PageArgs) => Promise<Page<{ id: string; updatedAt: Date }>>,
): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [{ url: path }];
  let after: string | undefined;
  for (let page = 0; page < SITEMAP_MAX_PAGES; page += 1) {
    const result = await list({ first: MAX_PAGE_SIZE, after });
    urls.push(...result.nodes.map((item) => ({ url: `${path}/${item.id}`, lastmod: item.updatedAt.toISOString() })));
    if (!result.pageInfo.hasNextPage || !result.pageInfo.endCursor) break;
    after = result.pageInfo.endCursor;
  }
  return urls;
}
