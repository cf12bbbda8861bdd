import { OperationTypeNode, getOperationAST, parse } from "graphql";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import type { EntitySubscriberInterface } from "typeorm";
import type { Clock } from "../kernel/clock";
import { renderSharing } from "../http/render-sharing";
import { PREVIEW_TOKEN_HEADER } from "../kernel/preview";
import { isPrivateAnswer } from "../kernel/request-context";
import { BEFORE_ANSWER, sendAnswer } from "./http-handler";
import type { BeforeAnswer } from "./http-handler";

const WRITE = /^\s*(INSERT|UPDATE|DELETE|TRUNCATE)\b/i;

/** How long a browser or CDN reuses a public answer: with the stale window, a staff edit reaches parents within a minute. */
const PUBLIC_MAX_AGE_SECONDS = 30;
/** How long after that a cache may still answer with it while it asks again, so no visitor waits on the refetch. */
const STALE_WHILE_REVALIDATE_SECONDS = 30;
/** The answer of a signed-in, previewing or non-GET request, and of anything but a query that succeeded. */
export const PRIVATE_ANSWER = "private, no-store";
/** The request headers a public answer depends on: a cache must not hand it to a request that has one of them. */
const PUBLIC_ANSWER_VARY = "Accept, Authorization, Cookie, X-Preview-Token";

/**
 * `Cache-Control` of a public answer made at `now`: short, and never reaching past `validUntil` (the next
 * scheduled publication or expiry), stale window included, so no cache shows it after that moment.
 */
function publicCacheControl(validUntil: Date | null, now: Date): string {
  const secondsLeft =
    validUntil === null ? Infinity : Math.max(0, Math.floor((validUntil.getTime() - now.getTime()) / 1000));
  const maxAge = Math.min(PUBLIC_MAX_AGE_SECONDS, secondsLeft);
  const staleWhileRevalidate = Math.min(STALE_WHILE_REVALIDATE_SECONDS, secondsLeft - maxAge);
  return `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

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
 * but successful queries are never cached. An anonymous GET's answer also tells browsers and CDNs to keep it a
 * little while (the same planned changes bound it); Express adds its ETag and answers a matching one 304.
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
  /** With the cache switched off: visitors share only a render that had not begun when they asked. */
  private readonly freshRenders = renderSharing<KeptPage | undefined>();
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
   * Switched off, nothing is kept, and visitors asking at once share the next render (`renderSharing`).
   */
  async page<P extends KeptPage>(
    key: string,
    render: () => Promise<P | undefined>,
  ): Promise<{ page: P; hit: boolean } | undefined> {
    if (!this.enabled) return this.freshRenders(key, render).then((page) => page && { page: page as P, hit: false });
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

  /**
   * Express middleware for `/graphql`, after the JSON body parser and before Apollo's handler, which hands it each
   * answer before sending it (`BEFORE_ANSWER`). An anonymous GET's successful answer is everyone's, so browsers and
   * CDNs may keep it (`Cache-Control: public`); anything else stays `private, no-store`.
   */
  middleware(): RequestHandler {
    return async (req, res, next) => {
      // A browser holding a staff sign-in (the refresh cookie) keeps nothing, so the panel's edits show at once.
      const shareable = req.method === "GET" && !req.headers.cookie;
      const key = this.enabled || shareable ? anonymousQueryKey(req) : null;
      if (key === null) {
        next();
        return;
      }
      const hit = this.enabled ? this.fresh(key) : undefined;
      if (this.enabled) this.lookups[hit === undefined ? "misses" : "hits"]++;
      if (hit !== undefined) {
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        this.setCaching(res, shareable, hit.validUntil);
        res.setHeader("X-Cache", "HIT");
        sendAnswer(req, res, hit.body);
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
      const beforeAnswer: BeforeAnswer = (body) => {
        if (
          res.statusCode === 200 &&
          this.version === versionAtStart &&
          !isPrivateAnswer(res) &&
          isAnsweredQuery(req, body)
        ) {
          if (this.enabled) this.entries.set(key, { body, validUntil });
          // Apollo's headers are already set (apollo.ts: private, no-store); this answer is everyone's.
          this.setCaching(res, shareable, validUntil);
        }
      };
      res.locals[BEFORE_ANSWER] = beforeAnswer;
      next();
    };
  }

  private setCaching(res: Response, shareable: boolean, validUntil: Date | null): void {
    if (!shareable) {
      res.setHeader("Cache-Control", PRIVATE_ANSWER);
      return;
    }
    res.setHeader("Cache-Control", publicCacheControl(validUntil, this.clock.now()));
    res.vary(PUBLIC_ANSWER_VARY);
  }
}

/**
 * What an anonymous query's answer is kept under, or null for a request whose answer is someone's
 * own (a staff token, a preview link's token) or that is not a query's.
 */
function anonymousQueryKey(req: Request): string | null {
  if (req.headers.authorization || req.headers[PREVIEW_TOKEN_HEADER]) return null;
  // The address holds all Apollo reads of a GET: the query or its hash, the variables, the operation's name.
  if (req.method === "GET") return `GET ${req.url}`;
  const body = req.body as { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
  if (req.method !== "POST" || typeof body?.query !== "string") return null;
  try {
    return JSON.stringify([body.query, body.variables ?? null, body.operationName ?? null]);
  } catch {
    // Variables nested too deep to write down: never an answer worth keeping, and Apollo refuses them.
    return null;
  }
}

/** Whether `sent` is a query's answer with data and no errors (Apollo runs nothing but queries over GET). */
function isAnsweredQuery(req: Request, sent: string): boolean {
  try {
    const result = JSON.parse(sent) as { errors?: unknown; data?: unknown };
    if (result.errors || !result.data) return false;
    if (req.method === "GET") return true;
    const { query, operationName } = req.body as { query: string; operationName?: unknown };
    const operation = getOperationAST(parse(query), typeof operationName === "string" ? operationName : undefined);
    return operation?.operation === OperationTypeNode.QUERY;
  } catch {
    // Not a document we can classify: simply not cached.
    return false;
  }
}
