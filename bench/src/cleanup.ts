import type { ChildProcess } from "node:child_process";

// Undo steps shared by the bench and its helpers, so the watchdog and `finally` reach everything they started.

const CLEANUP_STEP_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 15_000;

interface Step {
  label: string;
  run: () => Promise<void>;
}

/** Run newest first; each runs once even if the watchdog and `finally` both ask. */
const cleanups: Step[] = [];

/** Registers an undo step and answers a function that runs it early. */
export function onCleanup(label: string, run: () => Promise<void>): () => Promise<void> {
  const step = { label, run };
  cleanups.push(step);
  return async () => {
    const index = cleanups.indexOf(step);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await runStep(step);
  };
}

async function runStep(step: Step): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      step.run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), CLEANUP_STEP_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    console.error(`cleanup: could not ${step.label}:`, error instanceof Error ? error.message : error);
  } finally {
    clearTimeout(timer);
  }
}

async function runCleanups(): Promise<void> {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) await runStep(step);
}

/** SIGTERM (or `signal`), then SIGKILL if the child has not exited in time. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve();
    }, STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Runs an entry point's `main` and then every undo step, also when it throws, is interrupted, or is still
 * running after `watchdogMs`. Exit code 1 when `main` fails or is cut short.
 */
export function runEntry(name: string, main: () => Promise<void>, watchdogMs: number): void {
  const abort = async (reason: string): Promise<never> => {
    console.error(`\n${name}: ${reason}; cleaning up`);
    await runCleanups();
    process.exit(1);
  };
  const watchdog = setTimeout(() => void abort(`still running after ${watchdogMs / 1000} s`), watchdogMs);
  process.once("SIGINT", () => void abort("interrupted"));
  process.once("SIGTERM", () => void abort("terminated"));
  void (async () => {
    try {
      await main();
    } catch (error) {
      console.error(`\n${name} failed:`, error instanceof Error ? error.message : error);
      process.exitCode = 1;
    } finally {
      await runCleanups();
      clearTimeout(watchdog);
    }
  })();
}
