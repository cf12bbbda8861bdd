import autocannon from "autocannon";
import { fmt } from "./format";
import { SCENARIOS } from "./news";
import type { ScenarioKey } from "./news";
import { startServer } from "./processes";

// Bytes the API allocates per request: V8 reports, at each garbage collection, what was allocated since the
// previous one (--trace-gc-nvp's allocated=); summed over a fixed number of requests after a warm-up. Garbage
// made per request is what the collector must clear, so it tracks the GC share of the CPU profile.

const WARMUP_REQUESTS = 1_000;
const MEASURED_REQUESTS = 4_000;
const CONNECTIONS = 10;
const ALLOCATED = /\ballocated=(\d+)/;

export interface AllocationFigures {
  scenario: ScenarioKey;
  bytesPerRequest: number;
}

/** Starts the API with GC tracing and measures each scenario's bytes per request; `env` as the API's. */
export async function measureAllocation(
  script: string,
  env: Record<string, string>,
  staffToken: string,
): Promise<AllocationFigures[]> {
  let counted = 0;
  let counting = false;
  const running = await startServer("api-allocation", ["--trace-gc-nvp"], script, env, (line) => {
    const allocated = ALLOCATED.exec(line);
    if (counting && allocated) counted += Number(allocated[1]);
  });
  try {
    const figures: AllocationFigures[] = [];
    for (const scenario of SCENARIOS) {
      const request = {
        url: `${running.baseUrl}/graphql`,
        method: "POST" as const,
        headers: {
          "content-type": "application/json",
          ...(scenario.signedIn ? { authorization: `Bearer ${staffToken}` } : {}),
        },
        body: JSON.stringify({
          operationName: scenario.operationName,
          query: scenario.query,
          variables: scenario.variables,
        }),
        connections: CONNECTIONS,
      };
      await autocannon({ ...request, amount: WARMUP_REQUESTS });
      counted = 0;
      counting = true;
      const result = await autocannon({ ...request, amount: MEASURED_REQUESTS });
      counting = false;
      if (result.non2xx || result.errors)
        throw new Error(`the ${scenario.key} requests failed while counting allocation`);
      figures.push({ scenario: scenario.key, bytesPerRequest: counted / MEASURED_REQUESTS });
    }
    return figures;
  } finally {
    await running.stop();
  }
}

export function printAllocation(figures: AllocationFigures[]): void {
  for (const { scenario, bytesPerRequest } of figures)
    console.log(`  ${scenario}: ${fmt(Math.round(bytesPerRequest / 1024))} KB allocated per request`);
}
