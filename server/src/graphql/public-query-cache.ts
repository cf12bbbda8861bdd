import { OperationTypeNode, getOperationAST, parse } from "graphql";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { EntitySubscriberInterface } from "typeorm";

const WRITE = /^\s*(INSERT|UPDATE|DELETE|TRUNCATE)\b/i;

export interface PublicQueryCacheOptions {
  /** Bounds how stale another server instance's copy can be after a write here. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Parents' phones ask for the same few public lists over and over; this answers an anonymous
 * query that was answered a moment ago with the same bytes, without running it again. Any write
 * to the database (seen by a TypeORM subscriber, committed or not) empties it at once; the TTL
 * bounds staleness across instances and for "today"-relative lists. Signed-in requests and
 * anything but successful queries are never cached.
 */
export class PublicQueryCache {
  private version = 0;
  private readonly entries: LRUCache<string, string>;

  private readonly enabled: boolean;

  constructor(options: PublicQueryCacheOptions) {
    this.enabled = options.ttlMs > 0;
    this.entries = new LRUCache({ max: options.maxEntries, ttl: Math.max(options.ttlMs, 1) });
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
  }

  /**
   * A value the server itself reads from the database for every page it sends (the school's
   * identity in the HTML shell), kept like a cached answer: until the next write or the TTL.
   */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = `server:${key}`;
    const hit = this.enabled ? this.entries.get(entry) : undefined;
    if (hit !== undefined) return JSON.parse(hit) as T;
    const versionAtStart = this.version;
    const value = await load();
    if (this.enabled && this.version === versionAtStart && value !== null)
      this.entries.set(entry, JSON.stringify(value));
    return value;
  }

  /** Empties the cache on every write and every commit made through the data source. */
  subscriber(): EntitySubscriberInterface {
    return {
      afterQuery: (event) => {
        if (WRITE.test(event.query)) this.invalidate();
      },
      afterTransactionCommit: () => this.invalidate(),
    };
  }

  /** Express middleware for `POST /graphql`, after the JSON body parser and before Apollo. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
      if (!this.enabled || req.method !== "POST" || req.headers.authorization || typeof body?.query !== "string") {
        next();
        return;
      }
      const key = JSON.stringify([body.query, body.variables ?? null, body.operationName ?? null]);
      const hit = this.entries.get(key);
      if (hit !== undefined) {
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("X-Cache", "HIT");
        res.send(hit);
        return;
      }
      const versionAtStart = this.version;
      const send = res.send.bind(res);
      res.send = (sent: unknown) => {
        if (res.statusCode === 200 && typeof sent === "string" && this.version === versionAtStart) {
          this.storeIfPublicQuery(key, body.query as string, body.operationName, sent);
        }
        return send(sent);
      };
      next();
    };
  }

  private storeIfPublicQuery(key: string, query: string, operationName: unknown, response: string): void {
    try {
      const operation = getOperationAST(parse(query), typeof operationName === "string" ? operationName : undefined);
      const result = JSON.parse(response) as { errors?: unknown; data?: unknown };
      if (operation?.operation === OperationTypeNode.QUERY && !result.errors && result.data)
        this.entries.set(key, response);
    } catch {
      // Not a document we can classify: simply not cached.
    }
  }
}
