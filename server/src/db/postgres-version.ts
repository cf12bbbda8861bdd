import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The major version a PostgreSQL program (postgres, pg_dump …) says it is, or null when it cannot run. */
export async function majorVersionOf(program: string): Promise<number | null> {
  try {
    const { stdout } = await run(program, ["--version"]);
    const match = /\b(\d+)(?:\.\d+)*/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
