/** The first wait after a failed attempt to reach the database (ms). */
const FIRST_DELAY_MS = 250;
/** The longest wait between two attempts (ms): a database back is found within this long. */
const LONGEST_DELAY_MS = 5_000;

/** How long to wait before attempt `attempt` + 1 (counted from 0): doubling, up to LONGEST_DELAY_MS. */
export function backoffDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(attempt, 16), LONGEST_DELAY_MS);
}
