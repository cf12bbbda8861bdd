import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { CrudService, containsPattern } from "../../kernel/crud.service";
import { todayIn } from "../../kernel/dates";
import { NotFoundError, UnauthenticatedError, UserInputError } from "../../kernel/errors";
import { PreviewKind } from "../../kernel/preview";
import {
  canPreview,
  inState,
  isPublicAt,
  nextPublication,
  nextPublicationChange,
  onlyPublic,
} from "../../kernel/publication";
import type { Viewer } from "../../kernel/publication";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, SortKey } from "../../kernel/pagination";
import { sanitizeRichText } from "../../kernel/rich-text";
import type { ItemHistory } from "../../kernel/versions";
import { imageAttachment } from "../files";
import type { AssetStore } from "../files";
import { Event } from "./event.entity";
import { EventTimeframe } from "./event.inputs";
import type { EventInput, EventListArgs } from "./event.inputs";

const BY_DATE: SortKey[] = [
  { column: "event.date", property: "date", format: CursorFormat.date },
  { column: "event.created_at", property: "createdAt", format: CursorFormat.timestamp },
  { column: "event.id", property: "id", format: CursorFormat.uuid },
];

export class EventService extends CrudService<Event, EventInput> {
  constructor(
    dataSource: DataSource,
    assets: AssetStore,
    private readonly timeZone: string,
    private readonly clock: Clock,
    history: ItemHistory,
  ) {
    super(
      dataSource,
      Event,
      "Event",
      imageAttachment<Event, EventInput>(assets, "imageAsset", {
        required: false,
        fields: (input) => ({ upload: input.image, dataUrl: input.imageData, remove: input.removeImage }),
      }),
      history,
    );
  }

  async list(args: EventListArgs, viewer: Viewer = { isStaff: false }): Promise<Page<Event>> {
    if (args.from && args.to && args.from > args.to) {
      throw new UserInputError("from must not be after to", { from: "from must not be after to" });
    }
    if ((args.includeUnpublished || args.state) && !viewer.isStaff)
      throw new UnauthenticatedError("Sign in to see unpublished events");
    const now = this.clock.now();
    const query = this.repository.createQueryBuilder("event").leftJoinAndSelect("event.imageAsset", "image");
    if (!args.includeUnpublished && !args.state) onlyPublic(query, "event", now);
    if (args.state) inState(query, "event", args.state, now);
    const search = args.search?.trim();
    if (search) {
      query.andWhere(
        "(event.title ILIKE :pattern OR event.description ILIKE :pattern OR event.location ILIKE :pattern)",
        { pattern: containsPattern(search) },
      );
    }
    const today = todayIn(this.timeZone);
    if (args.timeframe === EventTimeframe.UPCOMING) query.andWhere("event.date >= :today", { today });
    if (args.timeframe === EventTimeframe.PAST) query.andWhere("event.date < :today", { today });
    if (args.from) query.andWhere("event.date >= :from", { from: args.from });
    if (args.to) query.andWhere("event.date <= :to", { to: args.to });
    const direction = args.timeframe === EventTimeframe.UPCOMING ? "ASC" : "DESC";
    return paginate(query, BY_DATE, direction, args);
  }

  /** One event: a draft, scheduled or expired one only for staff or its preview link. */
  async getVisible(id: string, viewer: Viewer): Promise<Event> {
    const event = await this.get(id);
    if (!isPublicAt(event.publication, this.clock.now()) && !canPreview(viewer, PreviewKind.EVENT, id))
      throw new NotFoundError("Event", id);
    return event;
  }

  /** The next planned publication or expiry after `now`, so cached answers never outlive it. */
  nextPublicChange(now: Date): Promise<Date | null> {
    return nextPublicationChange(this.dataSource, "events", now);
  }

  protected override toColumns(
    { title, description, date, time, location, publication }: EventInput,
    existing: Event | null,
  ): Partial<Event> {
    return {
      title,
      description: sanitizeRichText(description),
      date,
      time,
      location,
      publication: nextPublication(publication, existing?.publication ?? null, this.clock.now()),
    };
  }
}
