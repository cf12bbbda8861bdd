import { fmt, percent } from "./format";
import { failures, measureLoad } from "./load";
import type { LoadFigures } from "./load";
import type { Target } from "./results";

// The public news list over GraphQL: the API in its default configuration, the API with the public query cache
// off, and a bare node:http + pg baseline running the same SQL.

export const ROWS = 10_000;
export const SEARCH_TERM = "netball";
const PAGE_SIZE = 20;

const NEWS_TARGETS = { requestsPerSecond: 1500, listP99Ms: 100, baselineShare: 0.5, searchP99Ms: 150 };

const QUERY = `query NewsList($search: String) {
  news(first: ${PAGE_SIZE}, search: $search) {
    nodes { id title excerpt date category image }
    pageInfo { hasNextPage endCursor }
  }
}`;

export type ScenarioKey = "list" | "search";

export interface Scenario {
  key: ScenarioKey;
  label: string;
  variables: Record<string, string>;
}

export const SCENARIOS: Scenario[] = [
  { key: "list", label: "first page", variables: {} },
  { key: "search", label: `search "${SEARCH_TERM}"`, variables: { search: SEARCH_TERM } },
];

export type ServerKey = "api" | "api-nocache" | "baseline";

export interface NewsRun extends LoadFigures {
  server: ServerKey;
  scenario: ScenarioKey;
}

interface NewsRunResult extends NewsRun {
  /** Requests per second as a share of the baseline's in the same scenario; null for the baseline itself. */
  shareOfBaseline: number | null;
}

/** A run of the API with the cache off, beside the baseline's: reported, never a target. */
interface UncachedFigures {
  scenario: ScenarioKey;
  requestsPerSecond: number;
  shareOfBaseline: number;
  p50: number;
  p99: number;
}

export interface NewsResult {
  rows: number;
  searchTerm: string;
  /** Articles the search matches. */
  matching: number;
  runs: NewsRunResult[];
  uncached: UncachedFigures[];
  targets: Target[];
}

interface NewsPage {
  data?: { news?: { nodes?: Record<string, unknown>[]; pageInfo?: { hasNextPage?: boolean } } } | null;
  errors?: unknown[];
}

function requestBody(variables: Record<string, string>): string {
  return JSON.stringify({ operationName: "NewsList", query: QUERY, variables });
}

/** One request by hand: the page must be complete and error-free, else the load figures mean nothing. */
export async function verifiedResponse(baseUrl: string, scenario: Scenario): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: requestBody(scenario.variables),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const problem = (reason: string) =>
    new Error(`${baseUrl}/graphql ${reason}; it answered ${response.status}: ${text.slice(0, 500)}`);
  if (response.status !== 200) throw problem("did not answer 200");
  const body = JSON.parse(text) as NewsPage;
  if (body.errors) throw problem("answered GraphQL errors");
  const nodes = body.data?.news?.nodes ?? [];
  if (nodes.length !== PAGE_SIZE) throw problem(`did not answer ${PAGE_SIZE} nodes`);
  if (body.data?.news?.pageInfo?.hasNextPage !== true) throw problem("did not report a next page");
  const term = scenario.variables.search?.toLowerCase();
  for (const node of nodes) {
    for (const field of ["id", "title", "excerpt", "date", "category"]) {
      if (typeof node[field] !== "string") throw problem(`answered a node without ${field}`);
    }
    const { title, excerpt } = node as { title: string; excerpt: string };
    if (term && !`${title} ${excerpt}`.toLowerCase().includes(term))
      throw problem(`answered a node not matching "${term}"`);
  }
  return text;
}

/** A warm-up and a measured run of one scenario; every response must be byte-identical to `expectBody`. */
export async function measureNews(
  server: ServerKey,
  scenario: Scenario,
  baseUrl: string,
  expectBody: string,
): Promise<NewsRun> {
  const figures = await measureLoad({
    url: `${baseUrl}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: requestBody(scenario.variables),
    // GraphQL errors (sent with status 200) count as failures.
    expectBody,
  });
  return { server, scenario: scenario.key, ...figures };
}

/** The figures and the targets they meet or miss; the targets are for the default configuration. */
export function newsResult(runs: NewsRun[], matching: number): NewsResult {
  const find = (server: ServerKey, scenario: ScenarioKey) =>
    runs.find((run) => run.server === server && run.scenario === scenario);
  const shareOfBaseline = (run: NewsRun) => {
    const baseline = find("baseline", run.scenario);
    return baseline ? run.requestsPerSecond / baseline.requestsPerSecond : undefined;
  };
  const { requestsPerSecond, listP99Ms, baselineShare, searchP99Ms } = NEWS_TARGETS;
  const targets: Target[] = [];
  const list = find("api", "list");
  if (list) {
    targets.push(
      {
        ok: list.requestsPerSecond >= requestsPerSecond,
        name: `first page >= ${fmt(requestsPerSecond)} req/s`,
        measured: `${fmt(list.requestsPerSecond)} req/s`,
      },
      { ok: list.p99 < listP99Ms, name: `first page p99 < ${listP99Ms} ms`, measured: `${list.p99} ms` },
    );
    const share = shareOfBaseline(list);
    if (share !== undefined) {
      targets.push({
        ok: share >= baselineShare,
        name: `first page >= ${baselineShare * 100}% of baseline`,
        measured: percent(share),
      });
    }
  }
  const search = find("api", "search");
  if (search) {
    targets.push({
      ok: search.p99 < searchP99Ms,
      name: `search p99 < ${searchP99Ms} ms`,
      measured: `${search.p99} ms`,
    });
  }
  const failed = runs.reduce((sum, run) => sum + failures(run), 0);
  targets.push({
    ok: failed === 0,
    name: "no failed requests (non-2xx, errors, wrong body)",
    measured: String(failed),
  });

  const results = runs.map((run) => ({
    ...run,
    shareOfBaseline: run.server === "baseline" ? null : (shareOfBaseline(run) ?? null),
  }));
  const uncached = results.flatMap(({ server, scenario, requestsPerSecond, shareOfBaseline: share, p50, p99 }) =>
    server === "api-nocache" && share !== null
      ? [{ scenario, requestsPerSecond, shareOfBaseline: share, p50, p99 }]
      : [],
  );
  return { rows: ROWS, searchTerm: SEARCH_TERM, matching, runs: results, uncached, targets };
}
