import { In, IsNull, LessThan, Not } from "typeorm";
import type { DataSource, DeepPartial, EntityManager, EntityTarget, ObjectLiteral, Repository } from "typeorm";
import type { ColumnMetadata } from "typeorm/metadata/ColumnMetadata";
import { actingRequest } from "./audit";
import { NotFoundError } from "./errors";
import { describeFields, labelOf } from "./field-labels";
import type { FieldLabels } from "./field-labels";
import { isUuid } from "./ids";
import type { ItemHistory, ItemVersion, KeptVersion, Versioned } from "./versions";

/** `%`, `_` and `\` in a visitor's search are literal characters, not LIKE wildcards. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * How a kind of content carries one uploaded file, if it does (the files area implements it): the
 * input's file is read and checked before the transaction (slow, CPU-bound), then stored inside it.
 */
export interface AttachedFile<T extends object, Input> {
  /** Reads the input's file, if any, and answers what the write will change; nothing is stored yet. */
  prepare(input: Input, creating: boolean): Promise<unknown>;
  /**
   * Inside the write's transaction: stores what `prepare` answered and points the entity at it. The file it
   * replaced stays: the record's previous version, kept in its history, still names it.
   */
  apply(manager: EntityManager, entity: T, change: unknown): Promise<void>;
  /** The id of the file the record points at, if any. */
  fileOf(entity: T): string | null;
  /** Removes the file of a record that was just deleted. */
  release(manager: EntityManager, entity: T): Promise<void>;
}

/** Columns a restore leaves as they are: the item's own bookkeeping (set by the save itself). */
const NOT_RESTORED = new Set(["version", "updatedBy"]);

/**
 * Reading one record and the writes every kind of content shares. Each write runs in one
 * transaction together with its file, so a failure leaves nothing half-written and no orphaned bytes.
 */
export class CrudService<T extends ObjectLiteral & { id: string }, Input extends object> {
  constructor(
    protected readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
    private readonly kind: string,
    private readonly file?: AttachedFile<T, Input>,
    private readonly history?: ItemHistory,
    /** What staff call its fields: its versions show them, a restore's log entry names them. */
    private readonly labels: FieldLabels<T> = [],
  ) {}

  /** Columns of this kind a restore leaves as they are (beyond the bookkeeping every kind has). */
  protected readonly keptOnRestore: string[] = [];

  protected get repository(): Repository<T> {
    return this.dataSource.getRepository(this.entity);
  }

  async findById(id: string): Promise<T | null> {
    if (!isUuid(id)) return null;
    return this.repository.findOneBy({ id } as never);
  }

  async get(id: string): Promise<T> {
    const found = await this.findById(id);
    if (!found) throw new NotFoundError(this.kind, id);
    return found;
  }

  async create(input: Input): Promise<T> {
    const change = await this.prepareFile(input, true);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      const entity = repository.create(this.toColumns(input, null) as DeepPartial<T>);
      if (this.history) Object.assign(entity, { updatedBy: await editor() });
      await this.file?.apply(manager, entity, change);
      const saved = await repository.save(entity);
      return repository.findOneByOrFail({ id: saved.id } as never);
    });
  }

  /**
   * Saves over the record. With `expectedVersion` (the version the editor started from) a save over
   * someone else's newer version is refused with CONFLICT; without it (REST integrators) it is not checked.
   */
  async update(id: string, input: Input, expectedVersion?: number): Promise<T> {
    const change = await this.prepareFile(input, false);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      const existing = await this.lockForWrite(repository, id);
      await this.nextVersion(manager, repository, existing, expectedVersion);
      repository.merge(existing, this.toColumns(input, existing) as DeepPartial<T>);
      await this.file?.apply(manager, existing, change);
      await repository.save(existing);
      return repository.findOneByOrFail({ id } as never);
    });
  }

  /** The record's versions, the current one first, each with who saved it when and its fields then. */
  async versions(id: string): Promise<ItemVersion[]> {
    const item = await this.get(id);
    const kept = await this.requireHistory().list(this.kind, id);
    const earlier = await this.fromSnapshots(kept.map((version) => version.snapshot));
    const current = item as unknown as Versioned;
    const entry = (version: T, saved: Omit<KeptVersion, "snapshot">, isCurrent: boolean): ItemVersion => ({
      ...saved,
      title: (version as { title?: string }).title ?? "",
      current: isCurrent,
      fields: describeFields(this.labels, version),
    });
    return [
      entry(item, { version: current.version, savedAt: current.updatedAt, savedBy: current.updatedBy }, true),
      ...kept.map(({ version, savedAt, savedBy }, index) =>
        entry(earlier[index], { version, savedAt, savedBy }, false),
      ),
    ];
  }

  /**
   * Makes an earlier version current again as a new version, so the restore can itself be undone; its
   * picture or file comes back if it is still stored. Refused with CONFLICT like a save.
   */
  async restoreVersion(id: string, version: number, expectedVersion: number): Promise<T> {
    const history = this.requireHistory();
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      const existing = await this.lockForWrite(repository, id);
      const kept = await history.find(manager, this.kind, id, version);
      if (!kept) throw new NotFoundError("Version", String(version));
      await this.nextVersion(manager, repository, existing, expectedVersion);
      const changes = await this.bringBack(manager, repository, existing, kept.snapshot);
      // The restore is logged once below, as a restore, rather than as an update by the audit subscriber.
      await repository.save(existing, { listeners: false });
      const { title, version: to } = existing as unknown as Versioned & { title: string };
      const labelled = changes.map((property) => labelOf(this.labels as FieldLabels<never>, property));
      await history.restored(manager, this.kind, id, { name: title, version, to, changes: labelled });
      return repository.findOneByOrFail({ id } as never);
    });
  }

  /**
   * Deletes a record. A kind with a `deletedAt` column (kernel/trash.ts) moves it to the trash, file
   * kept, until it is restored or purged; any other kind is removed at once with its file.
   */
  async delete(id: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      const existing = isUuid(id) ? await repository.findOneBy({ id } as never) : null;
      if (!existing) throw new NotFoundError(this.kind, id);
      // softRemove()/remove(), not a query: subscribers (the audit log) see which record went.
      if (!repository.metadata.deleteDateColumn) return this.removeForever(manager, existing);
      await repository.softRemove(existing);
      await this.setDeletedBy(manager, id, (await actingRequest()?.actor()) ?? null);
      return id;
    });
  }

  /** What is in this kind's trash, most recently deleted first. */
  trashed(): Promise<T[]> {
    return this.repository.find({
      withDeleted: true,
      where: { deletedAt: Not(IsNull()) } as never,
      order: { deletedAt: "DESC", id: "ASC" } as never,
    });
  }

  /** Brings a record back from the trash, with its file; NOT_FOUND when it is not in the trash. */
  async restore(id: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      await repository.recover(await this.getTrashed(repository, id));
      await this.setDeletedBy(manager, id, null);
      return id;
    });
  }

  /** Removes a record in the trash and its file for good; NOT_FOUND when it is not in the trash. */
  async deleteForever(id: string): Promise<string> {
    return this.dataSource.transaction(async (manager) =>
      this.removeForever(manager, await this.getTrashed(manager.getRepository(this.entity), id)),
    );
  }

  /** Removes for good, files included, every record trashed before `before`; answers how many. */
  async purgeTrashed(before: Date): Promise<number> {
    const expired = await this.repository.find({
      withDeleted: true,
      where: { deletedAt: LessThan(before) } as never,
    });
    // One transaction each: a record that fails to go does not keep the others.
    for (const record of expired) await this.dataSource.transaction((manager) => this.removeForever(manager, record));
    return expired.length;
  }

  /**
   * Maps an input to column values (over `existing` when updating); kinds whose input differs from their
   * columns override it. It may throw a UserInputError: the write is then refused whole.
   */
  protected toColumns(input: Input, _existing: T | null): Partial<T> {
    return { ...input };
  }

  private async getTrashed(repository: Repository<T>, id: string): Promise<T> {
    const trashed = isUuid(id)
      ? await repository.findOne({ where: { id, deletedAt: Not(IsNull()) } as never, withDeleted: true })
      : null;
    if (!trashed) throw new NotFoundError(this.kind, id);
    return trashed;
  }

  private async removeForever(manager: EntityManager, record: T): Promise<string> {
    const { id } = record;
    await manager.getRepository(this.entity).remove(record);
    await this.file?.release(manager, record);
    await this.history?.forget(manager, this.kind, id);
    return id;
  }

  /** Written past the listeners: who deleted it is bookkeeping, not a change the audit log lists. */
  private async setDeletedBy(manager: EntityManager, id: string, deletedBy: string | null): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(this.entity)
      .set({ deletedBy } as never)
      .where("id = :id", { id })
      .callListeners(false)
      .execute();
  }

  private async lockForWrite(repository: Repository<T>, id: string): Promise<T> {
    const existing = isUuid(id)
      ? await repository.findOne({
          where: { id } as never,
          lock: { mode: "pessimistic_write", tables: [repository.metadata.tableName] },
        })
      : null;
    if (!existing) throw new NotFoundError(this.kind, id);
    return existing;
  }

  /**
   * Refuses a write started from an older version than the record's, keeps the version it replaces (with
   * its file) in the history and moves the record to its next version, saved by the signed-in editor.
   */
  private async nextVersion(
    manager: EntityManager,
    repository: Repository<T>,
    existing: T,
    expectedVersion: number | undefined,
  ): Promise<void> {
    if (!this.history) return;
    const current = existing as unknown as Versioned;
    if (expectedVersion !== undefined && expectedVersion !== current.version)
      throw this.history.conflict(this.kind, current);
    const snapshot = Object.fromEntries(
      repository.metadata.columns.map((column) => [column.propertyPath, column.getEntityValue(existing)]),
    );
    await this.history.keep(
      manager,
      this.kind,
      existing.id,
      { version: current.version, savedAt: current.updatedAt, savedBy: current.updatedBy, snapshot },
      this.file?.fileOf(existing) ?? null,
    );
    Object.assign(existing, { version: current.version + 1, updatedBy: await editor() });
  }

  /**
   * Puts a kept version's columns back on `entity`; answers the properties that changed. A picture, file or
   * album deleted since is not brought back: the record keeps its current one.
   */
  private async bringBack(
    manager: EntityManager,
    repository: Repository<T>,
    entity: T,
    snapshot: Record<string, unknown>,
  ): Promise<string[]> {
    const changes: string[] = [];
    for (const column of repository.metadata.columns) {
      const property = column.propertyPath;
      const bookkeeping = column.isPrimary || column.isCreateDate || column.isUpdateDate || column.isDeleteDate;
      if (bookkeeping || NOT_RESTORED.has(property) || this.keptOnRestore.includes(property)) continue;
      // A column added after this version was kept has nothing to bring back.
      if (!(property in snapshot)) continue;
      const value = snapshot[property];
      if (JSON.stringify(column.getEntityValue(entity)) === JSON.stringify(value)) continue;
      const relation = column.relationMetadata;
      if (relation) {
        const target = relation.inverseEntityMetadata.target;
        if (value !== null && !(await manager.existsBy(target, { id: value }))) continue;
        (entity as Record<string, unknown>)[relation.propertyName] = value === null ? null : { id: value };
        changes.push(relation.propertyName);
      } else {
        column.setEntityValue(entity, snapshotValue(column, value));
        changes.push(column.propertyName);
      }
    }
    return changes;
  }

  /** Kept versions as records of this kind, their pictures, files and albums loaded (none once deleted). */
  private async fromSnapshots(snapshots: Record<string, unknown>[]): Promise<T[]> {
    const { metadata } = this.repository;
    const records = snapshots.map(() => metadata.create() as T);
    for (const column of metadata.columns) {
      const relation = column.relationMetadata;
      if (!relation) {
        snapshots.forEach((snapshot, index) => {
          if (column.propertyPath in snapshot)
            column.setEntityValue(records[index], snapshotValue(column, snapshot[column.propertyPath]));
        });
        continue;
      }
      const ids = [...new Set(snapshots.map((snapshot) => snapshot[column.propertyPath]))].filter(
        (value): value is string => typeof value === "string",
      );
      const related: { id: string }[] =
        ids.length > 0
          ? await this.dataSource.manager.findBy(relation.inverseEntityMetadata.target, { id: In(ids) })
          : [];
      const byId = new Map(related.map((record) => [record.id, record]));
      snapshots.forEach((snapshot, index) => {
        const id = snapshot[column.propertyPath];
        (records[index] as Record<string, unknown>)[relation.propertyName] =
          typeof id === "string" ? (byId.get(id) ?? null) : null;
      });
    }
    return records;
  }

  private requireHistory(): ItemHistory {
    if (!this.history) throw new Error(`${this.kind} keeps no versions`);
    return this.history;
  }

  private prepareFile(input: Input, creating: boolean): Promise<unknown> {
    return this.file ? this.file.prepare(input, creating) : Promise.resolve(undefined);
  }
}

/** A column's value as a version kept it in JSON: a timestamp comes back from its ISO text. */
function snapshotValue(column: ColumnMetadata, value: unknown): unknown {
  return typeof value === "string" && column.type === "timestamptz" ? new Date(value) : value;
}

/** Who is saving: the signed-in account of the request, as the audit log names it. */
async function editor(): Promise<string | null> {
  return (await actingRequest()?.actor()) ?? null;
}
