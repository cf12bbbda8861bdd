import { listPage } from "../../kernel/list-rules";
import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { CrudService } from "../../kernel/crud.service";
import { NotFoundError } from "../../kernel/errors";
import type { Page } from "../../kernel/pagination";
import { canPreview, isPublicAt, nextPublication, nextPublicationChange } from "../../kernel/publication";
import type { Viewer } from "../../kernel/publication";
import { sanitizeRichText } from "../../kernel/rich-text";
import { PUBLISHED_ITEM_READS, ownColumns, selectFields } from "../../kernel/selection";
import type { FieldReads } from "../../kernel/selection";
import type { ItemHistory } from "../../kernel/versions";
import { ANNOUNCEMENT_LABELS, Announcement, Priority, ANNOUNCEMENT_LIST } from "./announcement.entity";
import type { AnnouncementInput, AnnouncementListArgs } from "./announcement.entity";

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
    super(dataSource, Announcement, "Announcement", undefined, history, ANNOUNCEMENT_LABELS);
  }

  /** With `fields` (a GraphQL query's), only the columns those fields read. */
  async list(
    args: AnnouncementListArgs,
    viewer: Viewer,
    fields?: ReadonlySet<string> | null,
  ): Promise<Page<Announcement>> {
    const query = selectFields(
      this.repository.createQueryBuilder("announcement"),
      fields,
      ANNOUNCEMENT_FIELD_READS,
      ANNOUNCEMENT_LIST.order.map((key) => key.property),
    );
    return listPage(ANNOUNCEMENT_LIST, query, args, { viewer, now: this.clock.now() });
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
