import { measureLoad } from "./load";
import type { LoadFigures } from "./load";
import type { Target } from "./results";

// The site search (news, events, announcements, documents and pages in one ranked query) over the seeded
// 10,000 articles, on the API with the public query cache off: each visitor's words differ, so the search
// is measured as it runs when nothing is cached.

const SITE_SEARCH_P99_MS = 100;
const PAGE_SIZE = 20;

const QUERY = `query SiteSearch($q: String!) {
  search(q: $q, first: ${PAGE_SIZE}) { total hits { kind title path date snippet { text highlighted } } }
}`;

export interface SiteSearchResult {
  term: string;
  /** Results the search finds in all. */
  total: number;
  run: LoadFigures;
  targets: Target[];
}

/** Checks one answer by hand (a full first page of ranked hits), then measures under load. */
export async function benchSiteSearch(baseUrl: string, term: string): Promise<SiteSearchResult> {
  const body = JSON.stringify({ operationName: "SiteSearch", query: QUERY, variables: { q: term } });
  const request = {
    url: `${baseUrl}/graphql`,
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    body,
  };
  const response = await fetch(request.url, { ...request, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  const answer = JSON.parse(text) as { data?: { search?: { total: number; hits: unknown[] } }; errors?: unknown };
  if (response.status !== 200 || answer.errors || answer.data?.search?.hits.length !== PAGE_SIZE) {
    throw new Error(`the site search answered ${response.status}: ${text.slice(0, 500)}`);
  }
  const run = await measureLoad({ ...request, expectBody: text });
  return {
    term,
    total: answer.data.search.total,
    run,
    targets: [
      {
        ok: run.p99 < SITE_SEARCH_P99_MS,
        name: `site search, uncached, p99 < ${SITE_SEARCH_P99_MS} ms`,
        measured: `${run.p99} ms`,
      },
    ],
  };
}
