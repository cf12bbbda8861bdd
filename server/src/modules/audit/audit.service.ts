import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  InsertEvent,
  RecoverEvent,
  RemoveEvent,
  SoftRemoveEvent,
  UpdateEvent,
} from "typeorm";
import { AuditAction, actingRequest } from "../../kernel/audit";
import type { AuditRecord, AuditTrail, AuditedEntity } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { containsPattern } from "../../kernel/crud.service";
import { inWords, labelOf } from "../../kernel/field-labels";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, SortKey } from "../../kernel/pagination";
import { AuditEntry } from "./audit-entry.entity";
import type { AuditLogArgs } from "./audit.inputs";

/** How long entries are kept before the nightly job removes them. */
const AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const NEWEST_FIRST: SortKey[] = [
  { column: "entry.at", property: "at", format: CursorFormat.timestamp },
  { column: "entry.id", property: "id", format: CursorFormat.uuid },
];

/** Columns every record has, which a person would not call a change. */
const BOOKKEEPING = new Set(["createdAt", "updatedAt", "version", "updatedBy"]);

/** The audit log: what areas report, every write of an audited kind of record, read back by staff. */
export class AuditService implements AuditTrail {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async record(entry: AuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const request = actingRequest();
    const actor = entry.actor !== undefined ? entry.actor : ((await request?.actor()) ?? null);
    await manager.insert(AuditEntry, {
      at: this.clock.now(),
      actor,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId ?? null,
      summary: entry.summary,
      changes: entry.changes ?? [],
      clientAddress: request?.clientAddress ?? null,
    });
  }

  list(args: AuditLogArgs): Promise<Page<AuditEntry>> {
    const query = this.dataSource.getRepository(AuditEntry).createQueryBuilder("entry");
    if (args.action) query.andWhere("entry.action = :action", { action: args.action });
    if (args.subjectType) query.andWhere("entry.subject_type = :subjectType", { subjectType: args.subjectType });
    if (args.from) query.andWhere("entry.at >= :from", { from: args.from });
    if (args.to) query.andWhere("entry.at < :to", { to: args.to });
    const search = args.search?.trim();
    if (search)
      query.andWhere("(entry.actor ILIKE :search OR entry.summary ILIKE :search)", { search: containsPattern(search) });
    return paginate(query, NEWEST_FIRST, "DESC", args);
  }

  /** The kinds of thing the log names, for the screen's filter. */
  async subjectTypes(): Promise<string[]> {
    const rows: { subject_type: string }[] = await this.dataSource.query(
      `SELECT DISTINCT subject_type FROM audit_entries ORDER BY subject_type`,
    );
    return rows.map((row) => row.subject_type);
  }

  /** Removes entries older than the retention period; answers how many. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(AuditEntry)
      .where("at < :cutoff", { cutoff })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * Logs every insert, update and delete (to the trash and out of it) of the audited kinds inside the write's own transaction,
   * however the write was made (GraphQL, REST, a job), so nothing written goes unrecorded.
   */
  subscriber(audited: AuditedEntity[]): EntitySubscriberInterface {
    // Writes outside a request or a job (the demo seed, migrations) are not anyone's doing.
    const kindOf = (target: unknown) =>
      actingRequest() ? audited.find((entry) => entry.entity === target) : undefined;
    const describe = (kind: AuditedEntity, record: object | undefined, fallback: string) =>
      record ? `"${kind.name(record)}"` : fallback;
    return {
      afterInsert: async (event: InsertEvent<object>) => {
        const kind = kindOf(event.metadata.target);
        if (!kind) return;
        const id = (event.entity as { id?: string }).id ?? null;
        await this.record(
          {
            action: AuditAction.CREATE,
            subjectType: kind.kind,
            subjectId: id,
            summary: `Created ${describe(kind, event.entity, "an item")}`,
          },
          event.manager,
        );
      },
      afterUpdate: async (event: UpdateEvent<object>) => {
        const kind = kindOf(event.metadata.target);
        if (!kind || !event.entity) return;
        // TypeORM lists every relation it wrote; one counts as changed only if it now points elsewhere.
        const idOf = (record: unknown, property: string) =>
          (record as Record<string, { id?: unknown } | null | undefined> | undefined)?.[property]?.id ?? null;
        const changes = [
          ...event.updatedColumns.map((column) => column.propertyName),
          ...event.updatedRelations
            .map((relation) => relation.propertyName)
            .filter((property) => idOf(event.entity, property) !== idOf(event.databaseEntity, property)),
        ]
          .filter((name) => !BOOKKEEPING.has(name))
          .map((property) => labelOf(kind.labels, property));
        if (changes.length === 0) return;
        await this.record(
          {
            action: AuditAction.UPDATE,
            subjectType: kind.kind,
            subjectId: (event.entity as { id?: string }).id ?? null,
            summary: `Updated ${describe(kind, event.entity, "an item")}: ${inWords(changes)}`,
            changes,
          },
          event.manager,
        );
      },
      afterRemove: async (event: RemoveEvent<object>) => {
        const kind = kindOf(event.metadata.target);
        if (!kind) return;
        const record = (event.databaseEntity ?? event.entity) as object | undefined;
        // A record removed from the trash had been deleted (and logged) already: this is for good.
        const fromTrash = Boolean((record as { deletedAt?: Date | null } | undefined)?.deletedAt);
        await this.record(
          {
            action: fromTrash ? AuditAction.PURGE : AuditAction.DELETE,
            subjectType: kind.kind,
            subjectId: event.entityId !== undefined ? String(event.entityId) : null,
            summary: `Deleted ${describe(kind, record, "an item")}${fromTrash ? " forever" : ""}`,
          },
          event.manager,
        );
      },
      // Deleting a kind with a trash moves it there: to the people using the site it is deleted.
      afterSoftRemove: async (event: SoftRemoveEvent<object>) => {
        const kind = kindOf(event.metadata.target);
        if (!kind) return;
        await this.record(
          {
            action: AuditAction.DELETE,
            subjectType: kind.kind,
            subjectId: event.entityId !== undefined ? String(event.entityId) : null,
            summary: `Deleted ${describe(kind, event.databaseEntity ?? event.entity, "an item")} (moved to the trash)`,
          },
          event.manager,
        );
      },
      afterRecover: async (event: RecoverEvent<object>) => {
        const kind = kindOf(event.metadata.target);
        if (!kind) return;
        await this.record(
          {
            action: AuditAction.RESTORE,
            subjectType: kind.kind,
            subjectId: event.entityId !== undefined ? String(event.entityId) : null,
            summary: `Restored ${describe(kind, event.databaseEntity ?? event.entity, "an item")} from the trash`,
          },
          event.manager,
        );
      },
    };
  }
}
