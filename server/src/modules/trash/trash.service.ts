import type { Clock } from "../../kernel/clock";
import { NotFoundError } from "../../kernel/errors";
import { TRASH_RETENTION_DAYS } from "../../kernel/trash";
import type { ContentKind } from "../../kernel/content-kinds";
import type { TrashBin } from "../../kernel/trash";
import type { TrashedItem } from "./trashed-item";

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = TRASH_RETENTION_DAYS * DAY_MS;

/** The one trash of every kind of content that declares one: listed, restored, emptied by hand or by age. */
export class TrashService {
  private readonly bins = new Map<ContentKind, { itemName: string; bin: TrashBin }>();

  constructor(private readonly clock: Clock) {}

  /** Adds a kind's trash; the server does it for every area that declares one, once the areas are started. */
  add({ kind, itemName, bin }: { kind: ContentKind; itemName: string; bin: TrashBin }): void {
    this.bins.set(kind, { itemName, bin });
  }

  /** Everything in the trash, most recently deleted first. */
  async list(): Promise<TrashedItem[]> {
    const kinds = await Promise.all(
      [...this.bins].map(async ([kind, { itemName, bin }]) =>
        (await bin.trashed()).map(({ id, title, deletedAt, deletedBy }) => {
          const at = deletedAt ?? this.clock.now();
          const purgesAt = new Date(at.getTime() + RETENTION_MS);
          return { kind, kindName: itemName, id, title, deletedAt: at, deletedBy, purgesAt };
        }),
      ),
    );
    return kinds.flat().sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
  }

  restore(kind: ContentKind, id: string): Promise<string> {
    return this.bin(kind).restore(id);
  }

  deleteForever(kind: ContentKind, id: string): Promise<string> {
    return this.bin(kind).deleteForever(id);
  }

  /** Removes for good what was deleted over the retention period ago; answers how many. */
  async purge(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - RETENTION_MS);
    let purged = 0;
    for (const { bin } of this.bins.values()) purged += await bin.purgeTrashed(before);
    return purged;
  }

  private bin(kind: ContentKind): TrashBin {
    const trash = this.bins.get(kind);
    if (!trash) throw new NotFoundError("Trash", kind);
    return trash.bin;
  }
}
