import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { onCleanup, stopChild } from "./cleanup";

// The servers under test run as child processes, so autocannon has an event loop of its own.

const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 30_000;
const SCRIPT_TIMEOUT_MS = 60_000;
const KEPT_OUTPUT = 8000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The CPU time the server's process has used so far, in ms (user and system). */
  cpuMs: () => number;
  /** The last few KB it wrote to stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc's CPU times: USER_HZ, 100 on Linux. */
const CLOCK_TICKS_PER_S = 100;

/** A process's CPU time so far in ms, from /proc/<pid>/stat (utime and stime, fields 14 and 15). */
function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces; the fields after it are counted from its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** Starts a compiled script as a child process on a free port and waits until its GET /ready answers 200. */
export async function startServer(
  label: string,
  nodeArgs: string[],
  script: string,
  env: Record<string, string>,
  /** Sees every line the server writes, besides the last few KB kept for a report. */
  onLine?: (line: string) => void,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, HOST, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let partialLine = "";
  const keep = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output = (output + text).slice(-KEPT_OUTPUT);
    if (!onLine) return;
    const lines = (partialLine + text).split("\n");
    partialLine = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = onCleanup(`stop the ${label} server`, () => stopChild(child));

  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200)
        return { baseUrl, cpuMs: () => processCpuMs(child.pid!), output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The ${label} server did not become ready on ${baseUrl}. Its output:\n${output}`);
}

/** Runs a compiled script to its end and answers its standard output; a non-zero exit is an error. */
export async function runScript(label: string, script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-KEPT_OUTPUT);
  });
  const stop = onCleanup(`stop ${label}`, () => stopChild(child));
  const timer = setTimeout(() => void stop(), SCRIPT_TIMEOUT_MS);
  // "close", not "exit": all of its output has been read by then.
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  clearTimeout(timer);
  await stop();
  if (code !== 0) throw new Error(`${label} exited with ${code}:\n${stderr || stdout}`);
  return stdout;
}
