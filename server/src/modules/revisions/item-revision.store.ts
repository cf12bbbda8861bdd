import type { DataSource, EntityManager } from "typeorm";
import { AuditAction } from "../../kernel/audit";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { ConflictError } from "../../kernel/errors";
import type { ItemHistory, KeptVersion, RestoredVersion, Versioned } from "../../kernel/versions";
import type { AssetStore } from "../files";
import { ItemRevision } from "./item-revision.entity";

/** Who saved a version from before versions were recorded. */
const SOMEONE_ELSE = "Someone else";

const KEPT_COLUMNS = { version: true, savedAt: true, savedBy: true, snapshot: true } as const;

/** The earlier versions of every kind of content, in one table; restores are logged. */
export class RevisionStore implements ItemHistory {
  constructor(
    private readonly dataSource: DataSource,
    private readonly assets: AssetStore,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  async keep(manager: EntityManager, kind: string, itemId: string, kept: KeptVersion, fileId: string | null) {
    const revisions = manager.getRepository(ItemRevision);
    await revisions.save(revisions.create({ kind, itemId, ...kept, asset: fileId ? { id: fileId } : null }));
  }

  list(kind: string, itemId: string): Promise<KeptVersion[]> {
    return this.dataSource
      .getRepository(ItemRevision)
      .find({ select: KEPT_COLUMNS, where: { kind, itemId }, order: { version: "DESC" } });
  }

  find(manager: EntityManager, kind: string, itemId: string, version: number): Promise<KeptVersion | null> {
    return manager.getRepository(ItemRevision).findOne({ select: KEPT_COLUMNS, where: { kind, itemId, version } });
  }

  /** 'Thandi Mokoena saved this news article at 14:05, after you opened it.' (with the day when not today) */
  conflict(kind: string, current: Versioned): ConflictError {
    const who = current.updatedBy ?? SOMEONE_ELSE;
    const message = `${who} saved this ${kind.toLowerCase()} ${this.when(current.updatedAt)}, after you opened it.`;
    return new ConflictError(message, {
      version: current.version,
      savedBy: current.updatedBy,
      savedAt: current.updatedAt.toISOString(),
    });
  }

  async restored(manager: EntityManager, kind: string, itemId: string, change: RestoredVersion) {
    await this.audit.record(
      {
        action: AuditAction.RESTORE,
        subjectType: kind,
        subjectId: itemId,
        summary: `Restored version ${change.version} of "${change.name}" (now version ${change.to})`,
        changes: change.changes,
      },
      manager,
    );
  }

  async forget(manager: EntityManager, kind: string, itemId: string) {
    const deleted = await manager
      .createQueryBuilder()
      .delete()
      .from(ItemRevision)
      .where("kind = :kind AND item_id = :itemId", { kind, itemId })
      .returning("asset_id")
      .execute();
    const named = deleted.raw as { asset_id: string | null }[];
    const assetIds = new Set(named.flatMap((row) => (row.asset_id ? [row.asset_id] : [])));
    for (const assetId of assetIds) await this.assets.remove(manager, assetId);
  }

  /** 'at 14:05' today, 'at 14:05 on 22 Nov 2026' before, on the school's clock. */
  private when(at: Date): string {
    const day = (date: Date) =>
      date.toLocaleDateString("en-ZA", { timeZone: this.timeZone, day: "2-digit", month: "short", year: "numeric" });
    const time = at.toLocaleTimeString("en-ZA", { timeZone: this.timeZone, hour: "2-digit", minute: "2-digit" });
    return day(at) === day(this.clock.now()) ? `at ${time}` : `at ${time} on ${day(at)}`;
  }
}
