import { IsNull, LessThan, Not } from "typeorm";
import type { DataSource, DeepPartial, EntityManager, EntityTarget, ObjectLiteral, Repository } from "typeorm";
import { actingRequest } from "./audit";
import { NotFoundError } from "./errors";
import { isUuid } from "./ids";

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
   * Inside the write's transaction: stores what `prepare` answered, points the entity at it, and
   * answers a step to run once the entity is saved, which removes the file it replaced.
   */
  apply(manager: EntityManager, entity: T, change: unknown): Promise<() => Promise<void>>;
  /** Removes the file of a record that was just deleted. */
  release(manager: EntityManager, entity: T): Promise<void>;
}

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
  ) {}

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
      const removeReplaced = await this.file?.apply(manager, entity, change);
      const saved = await repository.save(entity);
      await removeReplaced?.();
      return repository.findOneByOrFail({ id: saved.id } as never);
    });
  }

  async update(id: string, input: Input): Promise<T> {
    const change = await this.prepareFile(input, false);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      const existing = isUuid(id)
        ? await repository.findOne({
            where: { id } as never,
            lock: { mode: "pessimistic_write", tables: [repository.metadata.tableName] },
          })
        : null;
      if (!existing) throw new NotFoundError(this.kind, id);
      repository.merge(existing, this.toColumns(input, existing) as DeepPartial<T>);
      const removeReplaced = await this.file?.apply(manager, existing, change);
      await repository.save(existing);
      await removeReplaced?.();
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

  private prepareFile(input: Input, creating: boolean): Promise<unknown> {
    return this.file ? this.file.prepare(input, creating) : Promise.resolve(undefined);
  }
}
