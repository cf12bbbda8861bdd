import { listPage } from "../../kernel/list-rules";
import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { CrudService } from "../../kernel/crud.service";
import { NotFoundError } from "../../kernel/errors";
import { canPreview, isPublicAt, nextPublication, nextPublicationChange, onlyPublic } from "../../kernel/publication";
import type { Viewer } from "../../kernel/publication";
import type { Page } from "../../kernel/pagination";
import { sanitizeRichText } from "../../kernel/rich-text";
import { PUBLISHED_ITEM_READS, ownColumns, selectFields } from "../../kernel/selection";
import type { FieldReads } from "../../kernel/selection";
import type { ItemHistory } from "../../kernel/versions";
import { ILLUSTRATED_READS, imageAttachment } from "../files";
import type { AssetStore } from "../files";
import { NEWS_LABELS, News, NEWS_LIST } from "./news.entity";
import type { NewsInput, NewsListArgs } from "./news.entity";

/** The entity properties each GraphQL field of News reads. */
const NEWS_FIELD_READS: FieldReads = {
  ...PUBLISHED_ITEM_READS,
  ...ILLUSTRATED_READS,
  ...ownColumns("title", "excerpt", "content", "date", "category"),
  contentText: ["content"],
  image: ["imageAsset"],
};

export class NewsService extends CrudService<News, NewsInput> {
  constructor(
    dataSource: DataSource,
    assets: AssetStore,
    private readonly clock: Clock,
    history: ItemHistory,
  ) {
    super(
      dataSource,
      News,
      "News article",
      imageAttachment<News, NewsInput>(assets, "imageAsset", {
        required: false,
        fields: (input) => ({ upload: input.image, dataUrl: input.imageData, remove: input.removeImage }),
      }),
      history,
      NEWS_LABELS,
    );
  }

  /**
   * Published articles, or for staff who ask, every article (optionally in one state); with `fields`
   * (a GraphQL query's), only the columns those fields read.
   */
  async list(
    args: NewsListArgs,
    viewer: Viewer = { isStaff: false },
    fields?: ReadonlySet<string> | null,
  ): Promise<Page<News>> {
    const query = selectFields(
      this.repository.createQueryBuilder("news"),
      fields,
      NEWS_FIELD_READS,
      NEWS_LIST.order.map((key) => key.property),
    );
    return listPage(NEWS_LIST, query, args, { viewer, now: this.clock.now() });
  }

  /** One article: a draft, scheduled or expired one only for staff or its preview link. */
  async getVisible(id: string, viewer: Viewer): Promise<News> {
    const article = await this.get(id);
    if (!isPublicAt(article.publication, this.clock.now()) && !canPreview(viewer, "news", id))
      throw new NotFoundError("News article", id);
    return article;
  }

  /** The next planned publication or expiry after `now`, so cached answers never outlive it. */
  nextPublicChange(now: Date): Promise<Date | null> {
    return nextPublicationChange(this.dataSource, "news", now);
  }

  /** Every category of a published article, for the filter's options. */
  async categories(): Promise<string[]> {
    const query = this.repository.createQueryBuilder("news").select("DISTINCT news.category", "category");
    const rows: { category: string }[] = await onlyPublic(query, "news", this.clock.now())
      .orderBy("category")
      .getRawMany();
    return rows.map((row) => row.category);
  }

  protected override toColumns(
    { title, excerpt, content, date, category, publication }: NewsInput,
    existing: News | null,
  ): Partial<News> {
    return {
      title,
      excerpt,
      content: sanitizeRichText(content),
      date,
      category,
      publication: nextPublication(publication, existing?.publication ?? null, this.clock.now()),
    };
  }
}
