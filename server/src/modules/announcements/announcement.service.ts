import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { CrudService, containsPattern } from "../../kernel/crud.service";
import { NotFoundError, UnauthenticatedError } from "../../kernel/errors";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, SortKey } from "../../kernel/pagination";
import {
  canPreview,
  inState,
  isPublicAt,
  nextPublication,
  nextPublicationChange,
  onlyPublic,
} from "../../kernel/publication";
import type { Viewer } from "../../kernel/publication";
import { sanitizeRichText } from "../../kernel/rich-text";
import { PUBLISHED_ITEM_READS, ownColumns, selectFields } from "../../kernel/selection";
import type { FieldReads } from "../../kernel/selection";
import type { ItemHistory } from "../../kernel/versions";
import { Announcement, Priority } from "./announcement.entity";
import type { AnnouncementInput, AnnouncementListArgs } from "./announcement.inputs";

const NEWEST_FIRST: SortKey[] = [
  { column: "announcement.date", property: "date", format: CursorFormat.date },
  { column: "announcement.created_at", property: "createdAt", format: CursorFormat.timestamp },
  { column: "announcement.id", property: "id", format: CursorFormat.uuid },
];

/** The one place priority is derived: an urgent announcement is always high, else staff's choice, else medium. */
export function derivePriority(urgent: boolean, requested?: Priority | null): Priority {
  if (urgent) return Priority.high;
  return requested ?? Priority.medium;
}

/** The entity properties each GraphQL field of Announcement reads. */
const ANNOUNCEMENT_FIELD_READS: FieldReads = {
  ...PUBLISHED_ITEM_READS,
  ...ownColumns("title", "content", "date", "priority", "requestedPriority", "urgent", "active"),
  contentText: ["content"],
};

export class AnnouncementService extends CrudService<Announcement, AnnouncementInput> {
  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    history: ItemHistory,
  ) {
    super(dataSource, Announcement, "Announcement", undefined, history);
  }

  /** With `fields` (a GraphQL query's), only the columns those fields read. */
  async list(
    args: AnnouncementListArgs,
    viewer: Viewer,
    fields?: ReadonlySet<string> | null,
  ): Promise<Page<Announcement>> {
    if ((args.includeInactive || args.state) && !viewer.isStaff) {
      throw new UnauthenticatedError("Sign in to see inactive announcements");
    }
    const now = this.clock.now();
    const query = selectFields(
      this.repository.createQueryBuilder("announcement"),
      fields,
      ANNOUNCEMENT_FIELD_READS,
      NEWEST_FIRST.map((key) => key.property),
    );
    if (!args.includeInactive) onlyPublic(query.andWhere("announcement.active"), "announcement", now);
    if (args.state) inState(query, "announcement", args.state, now);
    const search = args.search?.trim();
    if (search) {
      query.andWhere("(announcement.title ILIKE :pattern OR announcement.content ILIKE :pattern)", {
        pattern: containsPattern(search),
      });
    }
    if (args.priority) query.andWhere("announcement.priority = :priority", { priority: args.priority });
    return paginate(query, NEWEST_FIRST, "DESC", args);
  }

  async getVisible(id: string, viewer: Viewer): Promise<Announcement> {
    const announcement = await this.get(id);
    const isPublic = announcement.active && isPublicAt(announcement.publication, this.clock.now());
    if (!isPublic && !canPreview(viewer, "announcement", id)) throw new NotFoundError("Announcement", id);
    return announcement;
  }

  /** The next planned publication or expiry after `now`, so cached answers never outlive it. */
  nextPublicChange(now: Date): Promise<Date | null> {
    return nextPublicationChange(this.dataSource, "announcements", now);
  }

  protected override toColumns(input: AnnouncementInput, existing: Announcement | null): Partial<Announcement> {
    const { priority, content, publication, ...rest } = input;
    return {
      ...rest,
      publication: nextPublication(publication, existing?.publication ?? null, this.clock.now()),
      content: sanitizeRichText(content),
      requestedPriority: priority ?? null,
      priority: derivePriority(input.urgent, priority),
    };
  }
}
