import autocannon from "autocannon";

// Load runs with autocannon, shared by the news list and the file serving.

export const LOAD = {
  connections: 50,
  durationS: 10,
  /** Not reported: lets V8 optimise and the pools fill before the measured run. */
  warmupS: 3,
};

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Responses whose body differed from `expectBody`. */
  mismatches: number;
  /** The server's CPU time per request of the measured run, in ms, where the caller could read it. */
  cpuMsPerRequest?: number;
}

export const failures = (figures: LoadFigures) => figures.non2xx + figures.errors + figures.mismatches;

type Request = Pick<autocannon.Options, "url" | "method" | "headers" | "body" | "expectBody">;

/**
 * A warm-up run, then the measured one, each with `connections` connections; `serverCpuMs`, when given, reads the
 * server's CPU time so far (RunningServer.cpuMs), which a busy machine skews far less than throughput or latency.
 */
export async function measureLoad(
  request: Request,
  connections = LOAD.connections,
  serverCpuMs?: () => number,
): Promise<LoadFigures> {
  const run = (duration: number) => autocannon({ ...request, connections, duration });
  await run(LOAD.warmupS);
  const cpuBefore = serverCpuMs?.();
  const result = await run(LOAD.durationS);
  const cpuMs = serverCpuMs && cpuBefore !== undefined ? serverCpuMs() - cpuBefore : undefined;
  return {
    ...(cpuMs !== undefined && result.requests.total > 0 ? { cpuMsPerRequest: cpuMs / result.requests.total } : {}),
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    mismatches: result.mismatches,
  };
}

/**
 * The HTML of `pagePath` under load, compressed as browsers ask for it, once checked by hand: rendered
 * on the server (its list inside #root) or, for the client-rendered build, the empty shell.
 */
export async function measureHtml(
  baseUrl: string,
  pagePath: string,
  rendered: boolean,
  connections = LOAD.connections,
  serverCpuMs?: () => number,
): Promise<LoadFigures> {
  const headers = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };
  const response = await fetch(`${baseUrl}${pagePath}`, {
    headers: { accept: "text/html" },
    signal: AbortSignal.timeout(10_000),
  });
  const html = await response.text();
  const rootIsEmpty = html.includes('<div id="root"></div>');
  if (response.status !== 200 || rootIsEmpty === rendered) {
    throw new Error(
      `${pagePath} answered ${response.status}, ${rendered ? "not rendered" : "rendered"}: ${html.slice(0, 300)}`,
    );
  }
  return measureLoad({ url: `${baseUrl}${pagePath}`, method: "GET", headers }, connections, serverCpuMs);
}
