/** Work an area has done in the background: on a schedule (cron, in UTC) and/or when queued by name. */
export interface BackgroundTask {
  /** Unique across the server, e.g. 'audit_prune'. */
  name: string;
  /** A cron pattern such as '15 3 * * *' (03:15 UTC daily); leave out for tasks only ever queued. */
  cron?: string;
  /** Tables of public content whose every committed change queues the task too (once, however many changes). */
  afterChangesTo?: string[];
  run: (payload: unknown) => Promise<void>;
}
