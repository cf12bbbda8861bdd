import type { DataSource, DeepPartial, EntityTarget, ObjectLiteral, Repository } from "typeorm";
import { NotFoundError } from "../graphql/errors";
import { CursorFormat } from "../graphql/pagination";

export function isUuid(value: string): boolean {
  return CursorFormat.uuid.test(value);
}

/** `%`, `_` and `\` in a visitor's search are literal characters, not LIKE wildcards. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Reading one record and the writes every kind of content shares. Each write runs in one
 * transaction, so a failure leaves nothing half-written.
 */
export class CrudService<T extends ObjectLiteral & { id: string }, Input extends object> {
  constructor(
    protected readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
    private readonly kind: string,
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
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      const saved = await repository.save(repository.create(this.toColumns(input) as DeepPartial<T>));
      return repository.findOneByOrFail({ id: saved.id } as never);
    });
  }

  async update(id: string, input: Input): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(this.entity);
      const existing = isUuid(id)
        ? await repository.findOne({ where: { id } as never, lock: { mode: "pessimistic_write" } })
        : null;
      if (!existing) throw new NotFoundError(this.kind, id);
      await repository.save(repository.merge(existing, this.toColumns(input) as DeepPartial<T>));
      return repository.findOneByOrFail({ id } as never);
    });
  }

  async delete(id: string): Promise<string> {
    const result = isUuid(id) ? await this.repository.delete(id) : { affected: 0 };
    if (!result.affected) throw new NotFoundError(this.kind, id);
    return id;
  }

  /** Maps an input to column values; kinds whose input differs from their columns override it. */
  protected toColumns(input: Input): Partial<T> {
    return { ...input } as unknown as Partial<T>;
  }
}
