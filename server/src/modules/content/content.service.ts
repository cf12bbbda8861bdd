import type { DataSource, EntityManager } from "typeorm";
import { In } from "typeorm";
import type { FileUpload } from "graphql-upload-ts";
import type { SchoolIdentity } from "../../config";
import type { SearchablePage } from "../../kernel/search-source";
import { AuditAction } from "../../kernel/audit";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { ConflictError, NotFoundError, invalidInput } from "../../kernel/errors";
import type { FieldErrors } from "../../kernel/errors";
import type { Viewer } from "../../kernel/publication";
import { Asset, AssetKind, storeUploadedImage, toResponsiveImage } from "../files";
import type { AssetStore } from "../files";
import { BUNDLED_PICTURES } from "./content-picture";
import type { ContentPicture, StoredPicture } from "./content-picture";
import type { ContentPage } from "./content-fields";
import type { PageDefinition } from "./page-definition";
import { searchablePages } from "./searchable-pages";
import { SiteContent, SiteContentRevision } from "./site-content.entity";

const CONFLICT_MESSAGE = "Someone else saved this page after you opened it.";

/** An upload a page never saved is kept this long, so staff can finish the page they were editing. */
const UNSAVED_PICTURE_GRACE_MS = 24 * 60 * 60 * 1000;

/** The uploads the pages name, now or in any kept version (so a restore finds its pictures). */
const PICTURES_OF_PAGES = ["site_content", "site_content_revisions"]
  .map((table) => `SELECT (jsonb_path_query(content, 'lax $.**.assetId') #>> '{}')::uuid FROM ${table}`)
  .join(" UNION ");

/** One saved version of a page, as its history lists it. */
export interface RevisionSummary {
  id: string;
  page: ContentPage;
  version: number;
  savedAt: Date;
  savedBy: string | null;
}

/** Pictures are the only objects of any page with alt text. */
const isStoredPicture = (value: unknown): value is StoredPicture =>
  typeof value === "object" && value !== null && typeof (value as StoredPicture).alt === "string";

/** Rebuilds `value` with every picture in it replaced by `replace(picture, dotted path)`. */
function mapPictures(value: unknown, replace: (picture: StoredPicture, path: string) => unknown, path = ""): unknown {
  if (isStoredPicture(value)) return replace(value, path);
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value)) return value.map((item, index) => mapPictures(item, replace, at(index)));
  if (typeof value === "object" && value !== null && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapPictures(item, replace, at(key))]));
  return value;
}

/** 'the About page', from its description 'The About page.' */
const pageName = (definition: PageDefinition) => {
  const name = definition.description.split(/[.:]/)[0];
  return name[0].toLowerCase() + name.slice(1);
};

/** The input as stored: plain JSON, pictures reduced to what identifies them. */
function toStored(input: object): object {
  const plain = JSON.parse(JSON.stringify(input)) as object;
  return mapPictures(plain, (picture) =>
    picture.path ? { path: picture.path, alt: picture.alt } : { assetId: picture.assetId, alt: picture.alt },
  ) as object;
}

/**
 * The editable pages: read (the defaults until first saved), saved only over the version the
 * editor started from, every version kept and restorable.
 */
export class ContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly assets: AssetStore,
    private readonly clock: Clock,
    private readonly school: SchoolIdentity,
    private readonly audit: AuditTrail,
  ) {}

  /** Every public page with the words it shows now, for the site search. */
  searchablePages(): Promise<SearchablePage[]> {
    return searchablePages(this.dataSource, this.school);
  }

  /** The page as `viewer` sees it: the public only the documents (and such) public now, staff all they edit. */
  async read(definition: PageDefinition, viewer: Viewer = { isStaff: false }): Promise<object> {
    const row = await this.dataSource.getRepository(SiteContent).findOneBy({ page: definition.page });
    if (!row) return this.present(definition, definition.defaults(this.school), null, viewer);
    return this.present(definition, row.content, row, viewer);
  }

  async save(definition: PageDefinition, input: object, expectedVersion: number, savedBy: string | null) {
    const errors = definition.check?.(input) ?? {};
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const content = toStored(input);
    await this.checkPictures(content);
    const missing = (await definition.references?.check(content, this.dataSource.manager)) ?? {};
    if (Object.keys(missing).length > 0) throw invalidInput(missing);
    return this.write(definition, content, expectedVersion, savedBy, { action: AuditAction.UPDATE, summary: "Saved" });
  }

  /** Makes an earlier version the current one, as a new version (so the restore can itself be undone). */
  async restore(definition: PageDefinition, version: number, expectedVersion: number, savedBy: string | null) {
    const revision = await this.dataSource
      .getRepository(SiteContentRevision)
      .findOneBy({ page: definition.page, version });
    if (!revision) throw new NotFoundError("Version", String(version));
    return this.write(definition, revision.content, expectedVersion, savedBy, {
      action: AuditAction.RESTORE,
      summary: `Restored version ${version} of`,
    });
  }

  /** A page's saved versions, newest first. */
  async revisions(page: ContentPage): Promise<RevisionSummary[]> {
    const rows = await this.dataSource.getRepository(SiteContentRevision).find({
      select: { id: true, page: true, version: true, savedAt: true, savedBy: true },
      where: { page },
      order: { version: "DESC" },
    });
    return rows.map((row) => ({ ...row, page: row.page as ContentPage }));
  }

  /** Stores a picture for a page before the page is saved; the page then names it by its id. */
  async uploadPicture(upload: Promise<FileUpload>): Promise<ContentPicture> {
    const asset = await this.dataSource.transaction((manager) => storeUploadedImage(this.assets, manager, upload));
    return { assetId: asset.id, path: null, alt: "", image: toResponsiveImage(asset) };
  }

  /** Removes pictures uploaded for a page that was never saved with them; answers how many. */
  pruneUnsavedPictures(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - UNSAVED_PICTURE_GRACE_MS);
    return this.assets.pruneUnusedImages(before, [PICTURES_OF_PAGES]);
  }

  private async write(
    definition: PageDefinition,
    content: object,
    expectedVersion: number,
    savedBy: string | null,
    change: { action: AuditAction; summary: string },
  ) {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const version = await this.advance(manager, definition, content, expectedVersion, { now, savedBy });
      await manager.insert(SiteContentRevision, { page: definition.page, version, content, savedAt: now, savedBy });
      await this.audit.record(
        {
          action: change.action,
          subjectType: "Page",
          subjectId: definition.page,
          summary: `${change.summary} ${pageName(definition)} (version ${version})`,
        },
        manager,
      );
      const row = { version, updatedAt: now, updatedBy: savedBy };
      // Only staff save: they get back every document they may place, public or not.
      return this.present(definition, content, row, { isStaff: true }, manager);
    });
  }

  /** Moves the page to its next version, if it is still at the one the editor started from; answers the new version. */
  private async advance(
    manager: EntityManager,
    definition: PageDefinition,
    content: object,
    expectedVersion: number,
    { now, savedBy }: { now: Date; savedBy: string | null },
  ): Promise<number> {
    const conflict = new ConflictError(CONFLICT_MESSAGE, { page: definition.page });
    if (expectedVersion === 0) {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(SiteContent)
        .values({ page: definition.page, content, version: 1, updatedAt: now, updatedBy: savedBy })
        .orIgnore()
        .returning(["version"])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) throw conflict;
      // The defaults the page showed until now stay restorable, as version 0.
      await manager.insert(SiteContentRevision, {
        page: definition.page,
        version: 0,
        content: definition.defaults(this.school),
        savedAt: now,
        savedBy: null,
      });
      return 1;
    }
    const updated = await manager
      .createQueryBuilder()
      .update(SiteContent)
      .set({ content, version: () => "version + 1", updatedAt: now, updatedBy: savedBy })
      .where("page = :page AND version = :expectedVersion", { page: definition.page, expectedVersion })
      .returning(["version"])
      .execute();
    const rows = updated.raw as { version: number }[];
    if (rows.length === 0) throw conflict;
    return rows[0].version;
  }

  /** Every picture names a file, and an uploaded one must exist (it may have been deleted from the gallery meanwhile). */
  private async checkPictures(content: object): Promise<void> {
    const errors: FieldErrors = {};
    const named: { assetId: string; path: string }[] = [];
    mapPictures(content, (picture, path) => {
      if (picture.assetId) named.push({ assetId: picture.assetId, path: `${path}.assetId` });
      else if (!picture.path) errors[`${path}.assetId`] = "Choose a picture";
    });
    if (named.length > 0) {
      const found = await this.dataSource.getRepository(Asset).find({
        select: { id: true },
        where: { id: In(named.map((picture) => picture.assetId)), kind: AssetKind.image },
      });
      const existing = new Set(found.map((asset) => asset.id));
      for (const picture of named)
        if (!existing.has(picture.assetId)) errors[picture.path] = "This picture no longer exists: choose another";
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  }

  /** The page as answered: its pictures resolved (an uploaded one loaded with the others in one query), its references loaded. */
  private async present(
    definition: PageDefinition,
    content: object,
    row: Pick<SiteContent, "version" | "updatedAt" | "updatedBy"> | null,
    viewer: Viewer,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<object> {
    const assetIds: string[] = [];
    mapPictures(content, (picture) => picture.assetId && assetIds.push(picture.assetId));
    const assets = assetIds.length > 0 ? await manager.findBy(Asset, { id: In(assetIds) }) : [];
    const byId = new Map(assets.map((asset) => [asset.id, asset]));
    const resolved = mapPictures(content, (picture): ContentPicture => {
      if (picture.path) {
        const size = BUNDLED_PICTURES[picture.path] ?? { width: 800, height: 600 };
        return {
          assetId: null,
          path: picture.path,
          alt: picture.alt,
          image: { src: picture.path, srcset: "", type: "image/svg+xml", ...size },
        };
      }
      const asset = picture.assetId ? byId.get(picture.assetId) : undefined;
      return { assetId: picture.assetId ?? null, path: null, alt: picture.alt, image: toResponsiveImage(asset) };
    }) as object;
    return {
      ...definition.extra?.(this.school),
      ...(definition.references
        ? await definition.references.resolve(resolved, manager, { viewer, now: this.clock.now() })
        : resolved),
      version: row?.version ?? 0,
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  }
}
