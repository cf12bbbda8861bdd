import type { DataSource, DeepPartial, EntityManager, EntityTarget, ObjectLiteral, Repository } from "typeorm";
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

  async delete(id: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      const existing = isUuid(id) ? await repository.findOneBy({ id } as never) : null;
      if (!existing) throw new NotFoundError(this.kind, id);
      // remove(), not delete(): subscribers (the audit log) see which record went.
      await repository.remove(existing);
      await this.file?.release(manager, existing);
      return id;
    });
  }

  /**
   * Maps an input to column values (over `existing` when updating); kinds whose input differs from their
   * columns override it. It may throw a UserInputError: the write is then refused whole.
   */
  protected toColumns(input: Input, _existing: T | null): Partial<T> {
    return { ...input };
  }

  private prepareFile(input: Input, creating: boolean): Promise<unknown> {
    return this.file ? this.file.prepare(input, creating) : Promise.resolve(undefined);
  }
}
