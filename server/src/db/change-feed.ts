import { Client } from "pg";
import type { Logger } from "../logger";

/** Where Postgres announces committed changes to what the public sees (migration 1764600000000). */
export const PUBLIC_CONTENT_CHANNEL = "public_content_changed";

/** Waits between attempts to reconnect, the last repeated: quick after a blip, gentle during an outage. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

interface ChangeFeedOptions {
  url: string;
  channel: string;
  /**
   * Something changed in `table` (the notification's payload), or may have anywhere (null) while the
   * feed was away: called for every notification.
   */
  onChange: (table: string | null) => void;
  logger: Logger;
}

/**
 * Hears a Postgres notification channel over a connection of its own (LISTEN belongs to a session,
 * so not one of the pool's, which change hands). When that connection drops, as it does when
 * Postgres restarts, it reconnects with backoff and then reports a change, since whatever was
 * announced meanwhile was lost.
 */
export class ChangeFeed {
  private client: Client | null = null;
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ChangeFeedOptions) {}

  /** Listens before resolving; if Postgres cannot be reached yet, keeps trying in the background. */
  start(): Promise<void> {
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const { url, channel, onChange, logger } = this.options;
    const client = new Client({ connectionString: url, application_name: "school-website change feed" });
    client.on("notification", (message) => onChange(message.payload ?? null));
    client.on("error", (error) => {
      logger.warn({ err: error }, "change feed connection lost");
      this.drop(client);
    });
    client.on("end", () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      logger.warn({ err: error }, "change feed could not listen");
      void client.end().catch(() => undefined);
      this.retry();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failures > 0) {
      logger.info({ channel }, "change feed listening again");
      onChange(null);
    }
    this.failures = 0;
  }

  private drop(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    if (this.stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)];
    this.failures++;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
