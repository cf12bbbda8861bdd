import { fmt, percent } from "./format";
import { failures, measureLoad } from "./load";
import type { LoadFigures } from "./load";
import type { Target } from "./results";

// The news list over GraphQL: the API in its default configuration, the API with the public query cache off,
// and a bare node:http + pg baseline answering the same bytes; the public list, a search, and the staff's list.

export const ROWS = 10_000;
export const SEARCH_TERM = "netball";
const PAGE_SIZE = 20;

/** The default configuration, the public query cache on. */
const NEWS_TARGETS = { requestsPerSecond: 1500, listP99Ms: 100, baselineShare: 1.4, searchP99Ms: 150 };
/** Every answer computed afresh: cache off, and the staff's list, which is never cached. */
const UNCACHED_TARGETS = { listShare: 0.6, searchShare: 0.7, p99Ms: 60, staffShare: 0.5 };

const PUBLIC_QUERY = `query NewsList($search: String) {
  news(first: ${PAGE_SIZE}, search: $search) {
    nodes { id title excerpt date category image }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The panel's news screen: every state, with the fields only staff see. */
const STAFF_QUERY = `query StaffNewsList {
  news(first: ${PAGE_SIZE}, includeUnpublished: true) {
    nodes { id title excerpt date category image publishedAt expiresAt version updatedAt }
    pageInfo { hasNextPage endCursor }
  }
}`;

export type ScenarioKey = "list" | "search" | "staff";

export interface Scenario {
  key: ScenarioKey;
  label: string;
  operationName: string;
  query: string;
  variables: Record<string, string>;
  /** Sent with a staff member's access token. */
  signedIn: boolean;
}

export const SCENARIOS: Scenario[] = [
  { key: "list", label: "first page", operationName: "NewsList", query: PUBLIC_QUERY, variables: {}, signedIn: false },
  {
    key: "search",
    label: `search "${SEARCH_TERM}"`,
    operationName: "NewsList",
    query: PUBLIC_QUERY,
    variables: { search: SEARCH_TERM },
    signedIn: false,
  },
  {
    key: "staff",
    label: "staff list",
    operationName: "StaffNewsList",
    query: STAFF_QUERY,
    variables: {},
    signedIn: true,
  },
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

export interface NewsResult {
  rows: number;
  searchTerm: string;
  /** Articles the search matches. */
  matching: number;
  runs: NewsRunResult[];
  targets: Target[];
}

interface NewsPage {
  data?: { news?: { nodes?: Record<string, unknown>[]; pageInfo?: { hasNextPage?: boolean } } } | null;
  errors?: unknown[];
}

function requestBody({ operationName, query, variables }: Scenario): string {
  return JSON.stringify({ operationName, query, variables });
}

function requestHeaders(scenario: Scenario, staffToken: string): Record<string, string> {
  return {
    "content-type": "application/json",
    ...(scenario.signedIn ? { authorization: `Bearer ${staffToken}` } : {}),
  };
}

/** One request by hand: the page must be complete and error-free, else the load figures mean nothing. */
export async function verifiedResponse(baseUrl: string, scenario: Scenario, staffToken: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: requestHeaders(scenario, staffToken),
    body: requestBody(scenario),
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
  staffToken: string,
  serverCpuMs?: () => number,
): Promise<NewsRun> {
  const figures = await measureLoad(
    {
      url: `${baseUrl}/graphql`,
      method: "POST",
      headers: requestHeaders(scenario, staffToken),
      body: requestBody(scenario),
      // GraphQL errors (sent with status 200) count as failures.
      expectBody,
    },
    undefined,
    serverCpuMs,
  );
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
  const targets: Target[] = [];
  const shareTarget = (run: NewsRun | undefined, least: number, name: string) => {
    const share = run && shareOfBaseline(run);
    if (share !== undefined)
      targets.push({ ok: share >= least, name: `${name} >= ${least * 100}% of baseline`, measured: percent(share) });
  };
  const p99Target = (run: NewsRun | undefined, under: number, name: string) => {
    if (run) targets.push({ ok: run.p99 < under, name: `${name} p99 < ${under} ms`, measured: `${run.p99} ms` });
  };

  const { requestsPerSecond, listP99Ms, baselineShare, searchP99Ms } = NEWS_TARGETS;
  const list = find("api", "list");
  if (list) {
    targets.push({
      ok: list.requestsPerSecond >= requestsPerSecond,
      name: `first page >= ${fmt(requestsPerSecond)} req/s`,
      measured: `${fmt(list.requestsPerSecond)} req/s`,
    });
  }
  p99Target(list, listP99Ms, "first page");
  shareTarget(list, baselineShare, "first page");
  p99Target(find("api", "search"), searchP99Ms, "search");

  const { listShare, searchShare, p99Ms, staffShare } = UNCACHED_TARGETS;
  const uncachedList = find("api-nocache", "list");
  const uncachedSearch = find("api-nocache", "search");
  shareTarget(uncachedList, listShare, "uncached first page");
  p99Target(uncachedList, p99Ms, "uncached first page");
  shareTarget(uncachedSearch, searchShare, "uncached search");
  p99Target(uncachedSearch, p99Ms, "uncached search");
  shareTarget(find("api", "staff"), staffShare, "staff list (signed in)");

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
  return { rows: ROWS, searchTerm: SEARCH_TERM, matching, runs: results, targets };
}
