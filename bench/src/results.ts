/** One target of the bench: what it asks, whether the run met it, and the figure it was judged on. */
export interface Target {
  name: string;
  /** undefined: not measured. */
  ok: boolean | undefined;
  measured: string;
}

/** A part of the bench that could not run, and why; the other parts' figures still stand. */
export interface Skipped {
  skipped: string;
}
