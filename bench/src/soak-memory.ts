// The memory of each instance, as its own GET /metrics reports it (prom-client's process and V8 figures),
// and the judgement of a soak: after a warm-up, memory must stay flat.

/** Growth allowed from the middle third of the run to the last third, each third's mean. */
export const MAX_GROWTH = 0.1;

export interface Memory {
  rssBytes: number;
  heapUsedBytes: number;
}

export interface MemorySample extends Memory {
  /** Milliseconds since the load began. */
  atMs: number;
  instance: string;
}

const METRICS: Record<keyof Memory, string> = {
  rssBytes: "process_resident_memory_bytes",
  heapUsedBytes: "nodejs_heap_size_used_bytes",
};

/** The instance's memory now, from its GET /metrics (Prometheus text, unlabelled gauges). */
export async function memoryOf(baseUrl: string, metricsToken: string): Promise<Memory> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}: ${text.slice(0, 200)}`);
  const value = (name: string) => {
    const figure = new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1];
    if (figure === undefined) throw new Error(`GET /metrics has no ${name}`);
    return Number(figure);
  };
  return { rssBytes: value(METRICS.rssBytes), heapUsedBytes: value(METRICS.heapUsedBytes) };
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export interface Growth {
  instance: string;
  figure: keyof Memory;
  middle: number;
  last: number;
  /** last / middle - 1. */
  growth: number;
  ok: boolean;
}

/**
 * The first third of `durationMs` is the warm-up (caches fill, V8 optimises); each instance's mean RSS and
 * V8 heap in the last third may exceed their means in the middle third by MAX_GROWTH at most.
 */
export function judgeMemory(samples: MemorySample[], durationMs: number, instances: string[]): Growth[] {
  const third = durationMs / 3;
  return instances.flatMap((instance) =>
    (Object.keys(METRICS) as (keyof Memory)[]).map((figure) => {
      const values = (from: number, to: number) =>
        samples
          .filter((sample) => sample.instance === instance && sample.atMs > from && sample.atMs <= to)
          .map((sample) => sample[figure]);
      const middle = mean(values(third, 2 * third));
      const last = mean(values(2 * third, durationMs));
      const growth = last / middle - 1;
      // NaN (a third without a sample: the instance stopped answering) fails too.
      return { instance, figure, middle, last, growth, ok: growth < MAX_GROWTH };
    }),
  );
}
