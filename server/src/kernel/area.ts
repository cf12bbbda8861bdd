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
import { PreviewKind } from "./preview";
import type { PreviewableKind } from "./preview";
import { TrashKind } from "./trash";
import type { TrashBin } from "./trash";
import type { ListRules } from "./list-rules";
import type { ContentApi, ContentService, DeclaredContentApi } from "./content-api";
import { VersionedType } from "./versions";

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
  /**
   * The kind of content the area's items are ("news", "gallery-photo"): the name the trash and the site
   * search give them (TrashKind.NEWS, SearchKind.NEWS). Required with `trash` or `search`.
   */
  kind?: ContentKind;
  /** What one of its items is called, capitalised ("News article"): in the trash, in "not found" answers. */
  itemName?: string;
  /** TypeORM entities: the area's tables. Their schema changes are migrations in db/migrations. */
  entities?: (new () => object)[];
  /**
   * The area's tables whose rows the public pages and the anonymous API show: their migration makes
   * each announce its changes (`announceChanges` in db/content-triggers.ts), which empties the public caches.
   */
  publicTables?: string[];
  /** One instance per server, shared by the area's resolvers and routes. */
  createService: (needs: Needs) => Service;
  /**
   * The API every content type has (list, item, create, update, delete, versions, REST paths), built by
   * `contentApi` from the type's declaration over the area's service.
   */
  api?: ContentApi<Service>;
  /** TypeGraphQL resolver classes, each built with the area's service: what the area has beyond `api`. */
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
  /** The area's deletes move its items to the trash: its service's trash (see kernel/trash.ts). */
  trash?: (service: Service) => TrashBin;
  /** What the site search finds of the area's content. */
  search?: SearchDeclaration<Service>;
  /** Staff may share an item before it is public (a preview link): the table its items are in. */
  preview?: { table: string };
  /** How its list fields are filled: the service queries by them, the staff panel's cache places saves by them. */
  lists?: ListRules[];
}

/** An area once started: its resolvers and routes, built over its service. */
interface StartedArea {
  resolvers: object[];
  restRoutes: RestRoute[];
  httpRoutes?: Router;
  sitemap?: () => Promise<SitemapUrl[]>;
  jobs: BackgroundTask[];
  nextPublicChange?: (now: Date) => Promise<Date | null>;
  trash?: { kind: ContentKind; itemName: string; bin: TrashBin };
  search?: SearchSource;
  /** Its content type's versions, under the type's GraphQL name. */
  versions?: { typeName: string; service: Pick<ContentService<object, never, never>, "versions"> };
}

/** An area with its service type sealed inside, so one list can hold every area. */
export interface Area<Needs> {
  entities: (new () => object)[];
  publicTables: string[];
  resolvers: (new (...args: never[]) => object)[];
  seed?: (demo: DemoContent) => Promise<void>;
  audited: AuditedEntity[];
  lists: ListRules[];
  /** Its content type's API, as declared. */
  api?: DeclaredContentApi;
  /** The kind of content its items are, and where the shared machinery knows them from. */
  kind?: { name: ContentKind; itemName: string; trash: boolean; search?: { label: string }; preview?: PreviewableKind };
  start: (needs: Needs) => StartedArea;
}

/** Checks a manifest against its own service type (its resolvers are built with that service), then seals it. */
export function defineArea<Service, Needs>(manifest: AreaManifest<Service, Needs>): Area<Needs> {
  const resolvers = [...(manifest.api?.resolvers ?? []), ...(manifest.resolvers ?? [])];
  const kind = kindOf(manifest);
  return {
    entities: manifest.entities ?? [],
    publicTables: manifest.publicTables ?? [],
    resolvers,
    seed: manifest.seed,
    audited: manifest.audited ?? [],
    lists: manifest.lists ?? [],
    api: manifest.api?.declared,
    kind,
    start: (needs) => {
      const service = manifest.createService(needs);
      const { api, restRoutes, httpRoutes, sitemap, jobs, nextPublicChange, trash, search } = manifest;
      return {
        resolvers: resolvers.map((Resolver) => new Resolver(service)),
        restRoutes: [...(api?.restRoutes(service) ?? []), ...(restRoutes?.(service) ?? [])],
        httpRoutes: httpRoutes?.(service, needs),
        sitemap: sitemap && (() => sitemap(service)),
        jobs: jobs?.(service) ?? [],
        nextPublicChange: nextPublicChange?.(service),
        trash: trash && kind ? { kind: kind.name, itemName: kind.itemName, bin: trash(service) } : undefined,
        search: search && kind ? startSearch(kind.name, search, service) : undefined,
        versions: api && {
          typeName: api.declared.typeName,
          service: service as Pick<ContentService<object, never, never>, "versions">,
        },
      };
    },
  };
}

function kindOf<Service, Needs>({
  kind,
  itemName,
  trash,
  search,
  preview,
}: AreaManifest<Service, Needs>): Area<Needs>["kind"] {
  if (!kind) {
    if (trash || search || preview) {
      throw new Error("An area with a trash, a search or previews declares the kind of its items");
    }
    return undefined;
  }
  if (!itemName) throw new Error(`The area of the kind "${kind}" names one of its items (itemName)`);
  return {
    name: kind,
    itemName,
    trash: Boolean(trash),
    search: search && { label: search.label },
    preview: preview && { kind, name: itemName, ...preview },
  };
}

/** A search declaration over its area's service, once started. */
function startSearch<Service>(
  kind: ContentKind,
  { pages, label: _label, ...source }: SearchDeclaration<Service>,
  service: Service,
): SearchSource {
  return { kind, ...source, pages: pages && (() => pages(service)) };
}

/**
 * The server's list of areas, once the shared machinery knows what they declare: the GraphQL enums of
 * kinds get their values, in the list's order.
 */
export function composeAreas<Needs>(areas: Area<Needs>[]): Area<Needs>[] {
  for (const area of areas) {
    if (area.kind?.trash) addKind(TrashKind, area.kind.name);
    if (area.kind?.search) addKind(SearchKind, area.kind.name);
    if (area.kind?.preview) addKind(PreviewKind, area.kind.name);
    if (area.api) VersionedType[area.api.typeName] = area.api.typeName;
  }
  return areas;
}
