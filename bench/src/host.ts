import { execFile } from "node:child_process";
import os from "node:os";
import { promisify } from "node:util";

// What the machine itself is like while the bench runs: two things that skew every figure and that no
// change of ours can move, so each report says them (src/report.ts warns when one is out of range).

export const BUSY_SAMPLE_MS = 2_000;

/** The share of every CPU that was busy over BUSY_SAMPLE_MS, in %. */
export async function cpuBusyPercent(): Promise<number> {
  const before = os.cpus();
  await new Promise((resolve) => setTimeout(resolve, BUSY_SAMPLE_MS));
  let busy = 0;
  let total = 0;
  for (const [index, cpu] of os.cpus().entries()) {
    const spent = (Object.keys(cpu.times) as (keyof typeof cpu.times)[]).map(
      (kind) => [kind, cpu.times[kind] - before[index].times[kind]] as const,
    );
    for (const [kind, ms] of spent) {
      total += ms;
      if (kind !== "idle") busy += ms;
    }
  }
  return total > 0 ? Math.round((busy / total) * 100) : 0;
}

const FRESH_MEMORY_MB = 256;

/**
 * Milliseconds to take FRESH_MEMORY_MB of memory the process has never touched, per MB: a write to each
 * page, in a process of its own so that every page is new. On a virtual machine whose host hands out
 * memory lazily each first touch is a trip to the host; Chromium starts fresh processes for every
 * Lighthouse run, so there the browser's timings (TBT most) come out several times longer.
 */
export async function freshMemoryMsPerMb(): Promise<number> {
  const script = `
    const started = process.hrtime.bigint();
    const memory = Buffer.allocUnsafeSlow(${FRESH_MEMORY_MB} * 2 ** 20);
    for (let offset = 0; offset < memory.length; offset += 4096) memory[offset] = 1;
    console.log(Number(process.hrtime.bigint() - started) / 1e6);`;
  const { stdout } = await promisify(execFile)(process.execPath, ["-e", script]);
  return Number(stdout) / FRESH_MEMORY_MB;
}
