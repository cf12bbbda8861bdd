import type { DataSource } from "typeorm";
import { LimitExceededError } from "./errors";

/** Hexadecimal groups of an IPv6 address that name its network: a /64 is what one household or server holds. */
const IPV6_NETWORK_GROUPS = 4;

/**
 * The client a limit counts by: an IPv4 address itself, an IPv6 address's /64 network, since whoever
 * holds one address of it holds them all and could change address with every request.
 */
export function clientNetworkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  // Without a zone (fe80::1%eth0), with "::" written out as the zero groups it stands for.
  const [head, tail] = address.split("%")[0].toLowerCase().split("::");
  const before = head ? head.split(":") : [];
  const after = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(8 - before.length - after.length, 0)).fill("0");
  const network = [...before, ...zeros, ...after].slice(0, IPV6_NETWORK_GROUPS);
  return `${network.map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** How many requests one key (a client address, a mailbox) may make in each window of `windowMs`. */
export interface RequestLimitRule {
  /** Names the limit in its keys, so two limits never share a count. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * A fixed-window count of requests per key, kept in Postgres (`request_limits`) so that every instance
 * shares it: one statement counts a request and answers the count, so parallel requests cannot slip past.
 */
export class RequestLimit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rule: RequestLimitRule,
  ) {}

  /** Counts a request of `key`; false once it is over the limit of its window. */
  async take(key: string, now: Date): Promise<boolean> {
    const { name, max, windowMs } = this.rule;
    const [{ hits }]: { hits: number }[] = await this.dataSource.query(
      `INSERT INTO request_limits AS l (key, hits, window_ends_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN l.window_ends_at <= $2 THEN 1 ELSE l.hits + 1 END,
         window_ends_at = CASE WHEN l.window_ends_at <= $2 THEN $3 ELSE l.window_ends_at END
       RETURNING hits`,
      [`${name}:${key}`.slice(0, 400), now, new Date(now.getTime() + windowMs)],
    );
    // A window that has just begun is the moment to forget the ones that have ended.
    if (hits === 1) await this.dataSource.query(`DELETE FROM request_limits WHERE window_ends_at <= $1`, [now]);
    return hits <= max;
  }

  /** As `take`, but refuses the request over the limit with LimitExceededException. */
  async takeOrRefuse(key: string, now: Date): Promise<void> {
    if (!(await this.take(key, now))) throw new LimitExceededError();
  }
}
