import type { DataSource } from "typeorm";
import { CrudService, containsPattern } from "../../kernel/crud.service";
import { NotFoundError, UnauthenticatedError } from "../../kernel/errors";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, SortKey } from "../../kernel/pagination";
import { sanitizeRichText } from "../../kernel/rich-text";
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

/** Who is asking decides whether inactive announcements exist for them. */
export interface Viewer {
  isStaff: boolean;
}

export class AnnouncementService extends CrudService<Announcement, AnnouncementInput> {
  constructor(dataSource: DataSource) {
    super(dataSource, Announcement, "Announcement");
  }

  async list(args: AnnouncementListArgs, viewer: Viewer): Promise<Page<Announcement>> {
    if (args.includeInactive && !viewer.isStaff) {
      throw new UnauthenticatedError("Sign in to see inactive announcements");
    }
    const query = this.repository.createQueryBuilder("announcement");
    if (!args.includeInactive) query.andWhere("announcement.active");
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
    if (!announcement.active && !viewer.isStaff) throw new NotFoundError("Announcement", id);
    return announcement;
  }

  protected override toColumns(input: AnnouncementInput): Partial<Announcement> {
    const { priority, content, ...rest } = input;
    return {
      ...rest,
      content: sanitizeRichText(content),
      requestedPriority: priority ?? null,
      priority: derivePriority(input.urgent, priority),
    };
  }
}
