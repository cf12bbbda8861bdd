import { listPage } from "../../kernel/list-rules";
import { Brackets } from "typeorm";
import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { CrudService } from "../../kernel/crud.service";
import { addDays, todayIn } from "../../kernel/dates";
import { NotFoundError } from "../../kernel/errors";
import {
  canPreview,
  isPublicAt,
  nextPublication,
  nextPublicationChange,
  onlyPublic,
  publicAtSql,
} from "../../kernel/publication";
import type { Viewer } from "../../kernel/publication";
import type { Page } from "../../kernel/pagination";
import { sanitizeRichText } from "../../kernel/rich-text";
import { PUBLISHED_ITEM_READS, ownColumns, selectFields } from "../../kernel/selection";
import type { FieldReads } from "../../kernel/selection";
import type { ItemHistory } from "../../kernel/versions";
import { ILLUSTRATED_READS, imageAttachment } from "../files";
import type { AssetStore } from "../files";
import { DEFAULT_EVENT_CATEGORY, EVENT_LABELS, Event, EVENT_LIST } from "./event.entity";
import type { EventInput, EventListArgs } from "./event.entity";

/**
 * How long an event that stopped being public (deleted, expired, taken back) stays in the calendar
 * feeds as cancelled: long enough for every subscribed calendar to poll and remove it, rather than
 * keep it for ever because it simply vanished from the feed.
 */
const CANCELLED_SHOWN_DAYS = 30;
/** How far back the calendar feeds reach. */
const CALENDAR_PAST_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An event as the calendar feeds give it out. */
export interface CalendarEntry {
  event: Event;
  /** It was public within the last CANCELLED_SHOWN_DAYS and no longer is. */
  cancelled: boolean;
}

/** The entity properties each GraphQL field of Event reads. */
const EVENT_FIELD_READS: FieldReads = {
  ...PUBLISHED_ITEM_READS,
  ...ILLUSTRATED_READS,
  ...ownColumns("title", "description", "date", "time", "location", "category"),
  descriptionText: ["description"],
  image: ["imageAsset"],
};

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
      EVENT_LABELS,
    );
  }

  /** With `fields` (a GraphQL query's), only the columns those fields read. */
  async list(
    args: EventListArgs,
    viewer: Viewer = { isStaff: false },
    fields?: ReadonlySet<string> | null,
  ): Promise<Page<Event>> {
    const query = selectFields(
      this.repository.createQueryBuilder("event"),
      fields,
      EVENT_FIELD_READS,
      EVENT_LIST.order.map((key) => key.property),
    );
    return listPage(EVENT_LIST, query, args, { viewer, now: this.clock.now(), timeZone: this.timeZone });
  }

  /** One event: a draft, scheduled or expired one only for staff or its preview link. */
  async getVisible(id: string, viewer: Viewer): Promise<Event> {
    const event = await this.get(id);
    if (!isPublicAt(event.publication, this.clock.now()) && !canPreview(viewer, "event", id))
      throw new NotFoundError("Event", id);
    return event;
  }

  /** Every category of a public event, for the calendar subscriptions. */
  async categories(): Promise<string[]> {
    const query = this.repository.createQueryBuilder("event").select("DISTINCT event.category", "category");
    const rows: { category: string }[] = await onlyPublic(query, "event", this.clock.now())
      .orderBy("category")
      .getRawMany();
    return rows.map((row) => row.category);
  }

  /**
   * The calendar feeds' events, soonest first: every public one from a year ago on, and those that
   * stopped being public within the last CANCELLED_SHOWN_DAYS (deleted while public, expired, or taken
   * back from public to a draft or a later date), to be sent as cancelled. A draft never public is not
   * in it.
   */
  async calendar(): Promise<CalendarEntry[]> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - CANCELLED_SHOWN_DAYS * DAY_MS);
    const query = this.repository
      .createQueryBuilder("event")
      .withDeleted()
      .where("event.date >= :from", { from: addDays(todayIn(this.timeZone, now), -CALENDAR_PAST_DAYS) })
      .setParameters({ now, since, kind: "Event" });
    const isPublic = `event.deleted_at IS NULL AND ${publicAtSql("event", ":now")}`;
    query
      .andWhere(
        new Brackets((either) =>
          either
            .where(isPublic)
            .orWhere(`event.deleted_at > :since AND ${publicAtSql("event", "event.deleted_at")}`)
            .orWhere(
              "event.deleted_at IS NULL AND event.expires_at <= :now AND event.expires_at > :since AND event.published_at <= event.expires_at",
            )
            .orWhere(
              `event.deleted_at IS NULL AND (event.published_at IS NULL OR event.published_at > :now)
               AND EXISTS (SELECT 1 FROM item_revisions kept WHERE kept.kind = :kind AND kept.item_id = event.id
                 AND kept.saved_at > :since AND kept.snapshot->>'publication.publishedAt' IS NOT NULL)`,
            ),
        ),
      )
      .addSelect(`(${isPublic})`, "event_is_public")
      .orderBy("event.date", "ASC")
      .addOrderBy("event.id", "ASC");
    const { entities, raw } = await query.getRawAndEntities<{ event_is_public: boolean }>();
    return entities.map((event, index) => ({ event, cancelled: !raw[index].event_is_public }));
  }

  /** The next planned publication or expiry after `now`, so cached answers never outlive it. */
  nextPublicChange(now: Date): Promise<Date | null> {
    return nextPublicationChange(this.dataSource, "events", now);
  }

  protected override toColumns(
    { title, description, date, time, location, category, publication }: EventInput,
    existing: Event | null,
  ): Partial<Event> {
    return {
      title,
      description: sanitizeRichText(description),
      date,
      time,
      location,
      category: category?.trim() || existing?.category || DEFAULT_EVENT_CATEGORY,
      publication: nextPublication(publication, existing?.publication ?? null, this.clock.now()),
    };
  }
}
