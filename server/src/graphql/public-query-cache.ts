import { OperationTypeNode, getOperationAST, parse } from "graphql";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { EntitySubscriberInterface } from "typeorm";
import type { Clock } from "../kernel/clock";
import { PREVIEW_TOKEN_HEADER } from "../kernel/preview";

const WRITE = /^\s*(INSERT|UPDATE|DELETE|TRUNCATE)\b/i;

export interface PublicQueryCacheOptions {
  /** A safety net: writes empty the cache at once, here and (through the change feed) on every instance. */
  ttlMs: number;
  /** The most bytes the answers may hold, and the rendered pages too; the least recently used leave first. */
  maxBytes: number;
  clock: Clock;
  /** The next moment after `now` an item becomes public or stops being public, if any is planned. */
  nextPublicChange?: (now: Date) => Promise<Date | null>;
}

/** A rendered page as the cache keeps it: whatever the renderer made of it, and how many bytes it holds. */
interface KeptPage {
  size: number;
}

interface Entry {
  body: string;
  /** The next planned change of what the public sees: the entry is not served from then on. */
  validUntil: Date | null;
}

/**
 * Parents' phones ask for the same few public lists over and over; this answers an anonymous
 * query that was answered a moment ago with the same bytes, without running it again. Any write
 * to the database (seen by a TypeORM subscriber, committed or not) empties it at once, and a write
 * anywhere else (another instance, the admin command) empties it as Postgres announces it
 * (server/src/db/change-feed.ts); an answer is never served past the next scheduled publication or
 * expiry; the TTL is a safety net, and bounds "today"-relative lists. Signed-in requests, preview links' requests and anything
 * but successful queries are never cached.
 */
export class PublicQueryCache {
  /** Lookups since start, answers and pages together (for /metrics). */
  readonly lookups = { hits: 0, misses: 0 };
  private version = 0;
  private readonly entries: LRUCache<string, Entry>;
  /** Public pages rendered on the server (server/src/http/client.ts), emptied with the answers. */
  private readonly pages: LRUCache<string, { page: KeptPage; validUntil: Date | null }>;
  /** Renders under way: visitors asking for the same page meanwhile wait for that one render. */
  private readonly rendering = new Map<string, Promise<KeptPage | undefined>>();
  private readonly enabled: boolean;
  private readonly clock: Clock;
  private readonly nextPublicChange: (now: Date) => Promise<Date | null>;
  /** The next planned change, read once per version of the content (and again once it has passed). */
  private plannedChange: { version: number; at: Promise<Date | null> } | null = null;

  constructor(options: PublicQueryCacheOptions) {
    this.enabled = options.ttlMs > 0;
    // Bounded by size, not count: a thousand answers of 1 MB each would be a gigabyte.
    this.entries = new LRUCache({
      maxSize: options.maxBytes,
      // Characters, close to bytes for this JSON, and counted without encoding it again.
      sizeCalculation: (entry, key) => key.length + entry.body.length,
      ttl: Math.max(options.ttlMs, 1),
    });
    this.pages = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: ({ page }) => Math.max(page.size, 1),
      ttl: Math.max(options.ttlMs, 1),
    });
    this.clock = options.clock;
    this.nextPublicChange = options.nextPublicChange ?? (() => Promise.resolve(null));
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
    this.pages.clear();
  }

  /** Until when an answer made now stays true: the next scheduled publication or expiry. */
  private async validUntil(): Promise<Date | null> {
    const now = this.clock.now();
    if (this.plannedChange?.version === this.version) {
      const at = await this.plannedChange.at;
      if (!at || at > now) return at;
    }
    const at = this.nextPublicChange(now);
    this.plannedChange = { version: this.version, at };
    return at;
  }

  /**
   * A value the server itself reads from the database for every page it sends (the school's
   * identity in the HTML shell), kept like a cached answer: until the next write or the TTL.
   */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = `server:${key}`;
    const hit = this.enabled ? this.fresh(entry) : undefined;
    if (hit !== undefined) return JSON.parse(hit.body) as T;
    const versionAtStart = this.version;
    const value = await load();
    if (this.enabled && this.version === versionAtStart && value !== null)
      this.entries.set(entry, { body: JSON.stringify(value), validUntil: null });
    return value;
  }

  /**
   * A public page as the server rendered it for anyone (no preview link), kept like a query's answer:
   * until the next write, the next planned publication or expiry, or the TTL. `hit` says whether it was kept.
   */
  async page<P extends KeptPage>(
    key: string,
    render: () => Promise<P | undefined>,
  ): Promise<{ page: P; hit: boolean } | undefined> {
    if (!this.enabled) return render().then((page) => page && { page, hit: false });
    const kept = this.pages.get(key);
    if (kept && (!kept.validUntil || kept.validUntil > this.clock.now())) {
      this.lookups.hits++;
      return { page: kept.page as P, hit: true };
    }
    this.lookups.misses++;
    const underWay = this.rendering.get(key) as Promise<P | undefined> | undefined;
    if (underWay) return underWay.then((page) => page && { page, hit: true });
    const rendered = this.renderAndKeep(key, render).finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    return rendered.then((page) => page && { page, hit: false });
  }

  private async renderAndKeep<P extends KeptPage>(
    key: string,
    render: () => Promise<P | undefined>,
  ): Promise<P | undefined> {
    const versionAtStart = this.version;
    const validUntil = await this.validUntil();
    const page = await render();
    if (page && this.version === versionAtStart) this.pages.set(key, { page, validUntil });
    return page;
  }

  /** The entry, unless a planned publication or expiry has made it untrue since it was stored. */
  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.validUntil && entry.validUntil <= this.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
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
    return async (req, res, next) => {
      const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
      if (
        !this.enabled ||
        req.method !== "POST" ||
        req.headers.authorization ||
        req.headers[PREVIEW_TOKEN_HEADER] ||
        typeof body?.query !== "string"
      ) {
        next();
        return;
      }
      let key: string;
      try {
        key = JSON.stringify([body.query, body.variables ?? null, body.operationName ?? null]);
      } catch {
        // Variables nested too deep to write down: never an answer worth keeping, and Apollo refuses them.
        next();
        return;
      }
      const hit = this.fresh(key);
      this.lookups[hit === undefined ? "misses" : "hits"]++;
      if (hit !== undefined) {
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("X-Cache", "HIT");
        res.send(hit.body);
        return;
      }
      const versionAtStart = this.version;
      let validUntil: Date | null;
      try {
        validUntil = await this.validUntil();
      } catch {
        // The database is out of reach: nothing to keep, and the query itself answers in GraphQL's form.
        next();
        return;
      }
      const send = res.send.bind(res);
      res.send = (sent: unknown) => {
        if (res.statusCode === 200 && typeof sent === "string" && this.version === versionAtStart) {
          this.storeIfPublicQuery(key, body.query as string, body.operationName, { body: sent, validUntil });
        }
        return send(sent);
      };
      next();
    };
  }

  private storeIfPublicQuery(key: string, query: string, operationName: unknown, entry: Entry): void {
    try {
      const operation = getOperationAST(parse(query), typeof operationName === "string" ? operationName : undefined);
      const result = JSON.parse(entry.body) as { errors?: unknown; data?: unknown };
      if (operation?.operation === OperationTypeNode.QUERY && !result.errors && result.data)
        this.entries.set(key, entry);
    } catch {
      // Not a document we can classify: simply not cached.
    }
  }
}
