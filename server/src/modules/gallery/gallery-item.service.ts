import { listPage } from "../../kernel/list-rules";
import type { DataSource } from "typeorm";
import { AuditAction } from "../../kernel/audit";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { CrudService } from "../../kernel/crud.service";
import { NotFoundError, UserInputError } from "../../kernel/errors";
import { inWords } from "../../kernel/field-labels";
import { isUuid } from "../../kernel/ids";
import type { Page } from "../../kernel/pagination";
import { isPublicAt, nextPublication, nextPublicationChange } from "../../kernel/publication";
import type { Viewer } from "../../kernel/publication";
import { PUBLISHED_ITEM_READS, ownColumns, selectFields } from "../../kernel/selection";
import type { FieldReads } from "../../kernel/selection";
import type { ItemHistory } from "../../kernel/versions";
import { ILLUSTRATED_READS, imageAttachment } from "../files";
import type { AssetStore } from "../files";
import { AlbumService } from "./album.service";
import { GALLERY_ITEM_LABELS, GalleryItem } from "./gallery-item.entity";
import { GALLERY_LIST } from "./gallery-item.inputs";
import type { GalleryItemInput, GalleryListArgs } from "./gallery-item.inputs";

const SAME_PHOTOS = "Send every photo of the gallery once, in the new order";
/** How many moved photos a reorder's log entry names before it counts the rest. */
const MOVES_NAMED = 5;

/**
 * The ids a new order moved: all but the longest run of ids still in their old order, so dragging one photo
 * to the top names that photo, not every photo it passed.
 */
export function movedInOrder(before: string[], after: string[]): string[] {
  const oldIndex = new Map(before.map((id, index) => [id, index]));
  const places = after.map((id) => oldIndex.get(id) ?? -1);
  // Patience sorting: tails[k] is the position in `after` ending the best increasing run of length k + 1.
  const tails: number[] = [];
  const previous: number[] = [];
  places.forEach((place, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (places[tails[middle]] < place) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? tails[low - 1] : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.length > 0 ? tails[tails.length - 1] : -1; index >= 0; index = previous[index])
    kept.add(index);
  return after.filter((_id, index) => !kept.has(index));
}

/** The entity properties each GraphQL field of GalleryItem reads. */
const GALLERY_ITEM_FIELD_READS: FieldReads = {
  ...PUBLISHED_ITEM_READS,
  ...ILLUSTRATED_READS,
  ...ownColumns("title", "description", "alt", "date", "position"),
  imageUrl: ["imageAsset"],
  album: ["album"],
  albumId: ["album"],
};

export class GalleryItemService extends CrudService<GalleryItem, GalleryItemInput> {
  readonly albums: AlbumService;
  // Where a photo stands in the gallery is the gallery's order, not part of the photo's version.
  protected override readonly keptOnRestore = ["position"];

  constructor(
    dataSource: DataSource,
    assets: AssetStore,
    private readonly timeZone: string,
    private readonly clock: Clock,
    history: ItemHistory,
    private readonly audit: AuditTrail,
  ) {
    super(
      dataSource,
      GalleryItem,
      "Gallery item",
      imageAttachment<GalleryItem, GalleryItemInput>(assets, "imageAsset", {
        required: true,
        fields: (input) => ({ upload: input.image, dataUrl: input.imageData }),
      }),
      history,
      GALLERY_ITEM_LABELS,
    );
    this.albums = new AlbumService(dataSource);
  }

  /** The public gallery in the order staff set (new photos first), optionally one album's photos; staff may ask for every state. */
  async list(
    args: GalleryListArgs,
    viewer: Viewer = { isStaff: false },
    fields?: ReadonlySet<string> | null,
  ): Promise<Page<GalleryItem>> {
    const query = selectFields(
      this.repository.createQueryBuilder("item"),
      fields,
      GALLERY_ITEM_FIELD_READS,
      GALLERY_LIST.order.map((key) => key.property),
    );
    return listPage(GALLERY_LIST, query, args, { viewer, now: this.clock.now() });
  }

  /** One photo: a draft, scheduled or expired one only for staff. */
  async getVisible(id: string, viewer: Viewer): Promise<GalleryItem> {
    const item = await this.get(id);
    if (!isPublicAt(item.publication, this.clock.now()) && !viewer.isStaff) throw new NotFoundError("Gallery item", id);
    return item;
  }

  /** The next planned publication or expiry after `now`, so cached answers never outlive it. */
  nextPublicChange(now: Date): Promise<Date | null> {
    return nextPublicationChange(this.dataSource, "gallery_items", now);
  }

  override async create(input: GalleryItemInput): Promise<GalleryItem> {
    if (input.albumId) await this.albums.requireExisting(input.albumId, "albumId");
    return super.create(input);
  }

  override async update(id: string, input: GalleryItemInput, expectedVersion?: number): Promise<GalleryItem> {
    if (input.albumId) await this.albums.requireExisting(input.albumId, "albumId");
    return super.update(id, input, expectedVersion);
  }

  /**
   * Puts the whole gallery in the given order, logged with the photos moved. Every photo must be named
   * once, so a list read before someone else's upload or delete is refused rather than half applied.
   */
  async reorder(ids: string[]): Promise<GalleryItem[]> {
    await this.dataSource.transaction(async (manager) => {
      const rows: { id: string; title: string }[] = await manager.query(
        "SELECT id, title FROM gallery_items WHERE deleted_at IS NULL ORDER BY position, id FOR UPDATE",
      );
      const existing = new Set(rows.map((row) => row.id));
      const unknown = ids.find((id) => !isUuid(id) || !existing.has(id));
      if (unknown !== undefined) throw new NotFoundError("Gallery item", unknown);
      if (new Set(ids).size !== ids.length || ids.length !== existing.size) {
        throw new UserInputError(SAME_PHOTOS, { ids: SAME_PHOTOS });
      }
      await manager.query(
        `UPDATE gallery_items SET position = ordered.position
           FROM unnest($1::uuid[]) WITH ORDINALITY AS ordered(id, position)
          WHERE gallery_items.id = ordered.id`,
        [ids],
      );
      const titles = new Map(rows.map((row) => [row.id, `"${row.title}"`]));
      const moved = movedInOrder(
        rows.map((row) => row.id),
        ids,
      ).map((id) => titles.get(id) ?? id);
      if (moved.length === 0) return;
      const named =
        moved.length > MOVES_NAMED ? [...moved.slice(0, MOVES_NAMED), `${moved.length - MOVES_NAMED} more`] : moved;
      await this.audit.record(
        {
          action: AuditAction.UPDATE,
          subjectType: "Gallery photo",
          summary: `Changed the gallery's order: moved ${inWords(named)}`,
          changes: ["order"],
        },
        manager,
      );
    });
    return this.repository.find({ order: { position: "ASC", id: "ASC" } });
  }

  protected override toColumns(input: GalleryItemInput, existing: GalleryItem | null): Partial<GalleryItem> {
    return {
      // An untitled photo is named after its own date: the one given, or the one it already has.
      title: input.title?.trim() || this.defaultTitle(input.date ?? existing?.date ?? new Date()),
      description: input.description ?? "",
      alt: input.alt.trim(),
      // Omitted: a new photo is dated now (the column's default), an edited one keeps its date.
      ...(input.date ? { date: input.date } : {}),
      // Omitted: an edited photo stays in its album; null takes it out.
      ...(input.albumId !== undefined ? { album: input.albumId ? ({ id: input.albumId } as never) : null } : {}),
      publication: nextPublication(input.publication, existing?.publication ?? null, this.clock.now()),
    };
  }

  /** 'Gallery Image {local date}', as the original upload form named untitled photos. */
  private defaultTitle(date: Date): string {
    return `Gallery Image ${date.toLocaleDateString("en-ZA", { timeZone: this.timeZone })}`;
  }
}
