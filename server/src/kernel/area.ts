import type { Router } from "express";
import type { EntityManager } from "typeorm";
import type { AuditedEntity } from "./audit";
import type { BackgroundTask } from "./jobs";
import type { RestRoute } from "./rest-route";
import { SearchKind } from "./search-source";
import type { SearchDeclaration, SearchSource } from "./search-source";
import type { SitemapUrl } from "./sitemap";
import { addKind } from "./content-kinds";
import type { ContentKind } from "./content-kinds";
import { TrashKind } from "./trash";
import type { TrashBin } from "./trash";

/** Where demo content is written: the seed's one transaction, dated from the school's today (yyyy-mm-dd). */
export interface DemoContent {
  manager: EntityManager;
  today: string;
}

/**
 * One area of the server (news, events, auth, …) as it declares itself: its tables, its service,
 * and what is served over that service. The composition root (app/areas.ts) loops over these
 * manifests; `Needs` is what the area asks of the server when it starts.
 */
export interface AreaManifest<Service, Needs> {
  /** TypeORM entities: the area's tables. Their schema changes are migrations in db/migrations. */
  entities?: (new () => object)[];
  /**
   * The area's tables whose rows the public pages and the anonymous API show: their migration makes
   * each announce its changes (`announceChanges` in db/content-triggers.ts), which empties the public caches.
   */
  publicTables?: string[];
  /** One instance per server, shared by the area's resolvers and routes. */
  createService: (needs: Needs) => Service;
  /** TypeGraphQL resolver classes, each built with the area's service. */
  resolvers?: (new (service: Service) => object)[];
  /** The area's paths of the REST API (under its base path). */
  restRoutes?: (service: Service) => RestRoute[];
  /** Express routes at the site's root, such as files or feeds. */
  httpRoutes?: (service: Service, needs: Needs) => Router;
  /** The public pages of the area's items. */
  sitemap?: (service: Service) => Promise<SitemapUrl[]>;
  /** Writes the area's demo content into an empty database. */
  seed?: (demo: DemoContent) => Promise<void>;
  /** The next moment after `now` one of the area's items is planned to become public or stop being public. */
  nextPublicChange?: (service: Service) => (now: Date) => Promise<Date | null>;
  /** Work done in the background, scheduled or queued (the server's job runner runs it). */
  jobs?: (service: Service) => BackgroundTask[];
  /** Kinds of record whose every insert, update and delete goes into the audit log. */
  audited?: AuditedEntity[];
  /** The kind of content the area's deletes move to the trash, and its service's trash (see kernel/trash.ts). */
  trash?: { kind: ContentKind; bin: (service: Service) => TrashBin };
  /** What the site search finds of the area's content. */
  search?: SearchDeclaration<Service>;
}

/** An area once started: its resolvers and routes, built over its service. */
interface StartedArea {
  resolvers: object[];
  restRoutes: RestRoute[];
  httpRoutes?: Router;
  sitemap?: () => Promise<SitemapUrl[]>;
  jobs: BackgroundTask[];
  nextPublicChange?: (now: Date) => Promise<Date | null>;
  trash?: { kind: ContentKind; bin: TrashBin };
  search?: SearchSource;
}

/** An area with its service type sealed inside, so one list can hold every area. */
export interface Area<Needs> {
  entities: (new () => object)[];
  publicTables: string[];
  resolvers: (new (...args: never[]) => object)[];
  seed?: (demo: DemoContent) => Promise<void>;
  audited: AuditedEntity[];
  /** The kind its deletes move to the trash. */
  trashKind?: ContentKind;
  /** The kind the site search finds of its content. */
  searchKind?: ContentKind;
  start: (needs: Needs) => StartedArea;
}

/** Checks a manifest against its own service type (its resolvers are built with that service), then seals it. */
export function defineArea<Service, Needs>(manifest: AreaManifest<Service, Needs>): Area<Needs> {
  const resolvers = manifest.resolvers ?? [];
  return {
    entities: manifest.entities ?? [],
    publicTables: manifest.publicTables ?? [],
    resolvers,
    seed: manifest.seed,
    audited: manifest.audited ?? [],
    trashKind: manifest.trash?.kind,
    searchKind: manifest.search?.kind,
    start: (needs) => {
      const service = manifest.createService(needs);
      const { restRoutes, httpRoutes, sitemap, jobs, nextPublicChange, trash, search } = manifest;
      return {
        resolvers: resolvers.map((Resolver) => new Resolver(service)),
        restRoutes: restRoutes?.(service) ?? [],
        httpRoutes: httpRoutes?.(service, needs),
        sitemap: sitemap && (() => sitemap(service)),
        jobs: jobs?.(service) ?? [],
        nextPublicChange: nextPublicChange?.(service),
        trash: trash && { kind: trash.kind, bin: trash.bin(service) },
        search: search && startSearch(search, service),
      };
    },
  };
}

/** A search declaration over its area's service, once started. */
function startSearch<Service>({ pages, ...source }: SearchDeclaration<Service>, service: Service): SearchSource {
  return { ...source, pages: pages && (() => pages(service)) };
}

/**
 * The server's list of areas, once the shared machinery knows what they declare: the GraphQL enums of
 * kinds get their values, in the list's order.
 */
export function composeAreas<Needs>(areas: Area<Needs>[]): Area<Needs>[] {
  for (const area of areas) {
    if (area.trashKind) addKind(TrashKind, area.trashKind);
    if (area.searchKind) addKind(SearchKind, area.searchKind);
  }
  return areas;
}
