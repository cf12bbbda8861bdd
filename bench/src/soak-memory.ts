// The memory of each instance, and the judgement of a soak: after a warm-up, memory must stay flat.
// RSS and the V8 heap in use come from the instance's own GET /metrics (prom-client's process and V8
// figures); the heap in use swings with each collection, so the heap still live after each full
// collection (Mark-Compact in node's --trace-gc lines) is what tells a leak from garbage not yet cleared.

/** Growth allowed from the middle third of the run to the last third, each third's mean. */
export const MAX_GROWTH = 0.1;

export type Figure = "rss" | "heapUsed" | "liveHeap";

export const FIGURE_NAMES: Record<Figure, string> = {
  rss: "RSS",
  heapUsed: "V8 heap used",
  liveHeap: "V8 heap live after full GC",
};

/** The figures judged: the heap in use is shown, but depends on when the collector last ran. */
const JUDGED: Figure[] = ["rss", "liveHeap"];

export interface MemorySample {
  /** When, in Date.now()'s milliseconds. */
  at: number;
  instance: string;
  figure: Figure;
  bytes: number;
}

const MIB = 2 ** 20;
/** `Mark-Compact 94.8 (128.5) -> 22.2 (56.2) MB`, also `Mark-Compact (reduce)`: heap used before -> after. */
const FULL_GC = /Mark-Compact\b[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/;

/** Node flags the instances run with, so that liveHeapAfterFullGc sees their collections. */
export const GC_TRACE_FLAGS = ["--trace-gc"];

/** Bytes of V8 heap still live after a full collection, from one --trace-gc line; undefined for other lines. */
export function liveHeapAfterFullGc(line: string): number | undefined {
  const after = FULL_GC.exec(line)?.[1];
  return after === undefined ? undefined : Number(after) * MIB;
}

/** RSS and the V8 heap in use now, from the instance's GET /metrics (Prometheus text, unlabelled gauges). */
export async function memoryOf(baseUrl: string, metricsToken: string): Promise<Record<"rss" | "heapUsed", number>> {
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
  return { rss: value("process_resident_memory_bytes"), heapUsed: value("nodejs_heap_size_used_bytes") };
}

/** NaN for no values. */
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mean of one instance's samples of `figure` taken after `from`, up to `to`. */
export function meanOf(samples: MemorySample[], instance: string, figure: Figure, from: number, to: number) {
  return mean(
    samples
      .filter((each) => each.instance === instance && each.figure === figure && each.at > from && each.at <= to)
      .map((each) => each.bytes),
  );
}

export interface Growth {
  instance: string;
  figure: Figure;
  middle: number;
  last: number;
  /** last / middle - 1. */
  growth: number;
  ok: boolean;
}

/**
 * Of a load of `durationMs` begun at `started`, the first third is the warm-up (caches fill, V8 optimises
 * and sizes its heap); each instance's mean of every judged figure in the last third may exceed its mean
 * in the middle third by MAX_GROWTH at most.
 */
export function judgeMemory(
  samples: MemorySample[],
  started: number,
  durationMs: number,
  instances: string[],
): Growth[] {
  const third = durationMs / 3;
  return instances.flatMap((instance) =>
    JUDGED.map((figure) => {
      const middle = meanOf(samples, instance, figure, started + third, started + 2 * third);
      const last = meanOf(samples, instance, figure, started + 2 * third, started + durationMs);
      const growth = last / middle - 1;
      // NaN (a third without a sample: the instance stopped answering, or never collected in full) fails too.
      return { instance, figure, middle, last, growth, ok: growth < MAX_GROWTH };
    }),
  );
}
