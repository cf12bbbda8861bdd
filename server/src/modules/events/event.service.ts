import type { DataSource } from "typeorm";
import { CrudService, containsPattern } from "../../kernel/crud.service";
import { todayIn } from "../../kernel/dates";
import { UserInputError } from "../../kernel/errors";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, SortKey } from "../../kernel/pagination";
import { sanitizeRichText } from "../../kernel/rich-text";
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
  ) {
    super(
      dataSource,
      Event,
      "Event",
      imageAttachment<Event, EventInput>(assets, "imageAsset", {
        required: false,
        fields: (input) => ({ upload: input.image, dataUrl: input.imageData, remove: input.removeImage }),
      }),
    );
  }

  async list(args: EventListArgs): Promise<Page<Event>> {
    if (args.from && args.to && args.from > args.to) {
      throw new UserInputError("from must not be after to", { from: "from must not be after to" });
    }
    const query = this.repository.createQueryBuilder("event").leftJoinAndSelect("event.imageAsset", "image");
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

  protected override toColumns({ title, description, date, time, location }: EventInput): Partial<Event> {
    return { title, description: sanitizeRichText(description), date, time, location };
  }
}
