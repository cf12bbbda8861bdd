import type { DataSource } from "typeorm";
import { CrudService, containsPattern } from "../../kernel/crud.service";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, SortKey } from "../../kernel/pagination";
import { sanitizeRichText } from "../../kernel/rich-text";
import { imageAttachment } from "../files";
import type { AssetStore } from "../files";
import { News } from "./news.entity";
import type { NewsInput, NewsListArgs } from "./news.inputs";

const NEWEST_FIRST: SortKey[] = [
  { column: "news.date", property: "date", format: CursorFormat.date },
  { column: "news.created_at", property: "createdAt", format: CursorFormat.timestamp },
  { column: "news.id", property: "id", format: CursorFormat.uuid },
];

export class NewsService extends CrudService<News, NewsInput> {
  constructor(dataSource: DataSource, assets: AssetStore) {
    super(
      dataSource,
      News,
      "News article",
      imageAttachment<News, NewsInput>(assets, "imageAsset", {
        required: false,
        fields: (input) => ({ upload: input.image, dataUrl: input.imageData, remove: input.removeImage }),
      }),
    );
  }

  async list(args: NewsListArgs): Promise<Page<News>> {
    const query = this.repository.createQueryBuilder("news").leftJoinAndSelect("news.imageAsset", "image");
    if (args.search?.trim()) {
      query.andWhere("(news.title ILIKE :pattern OR news.excerpt ILIKE :pattern)", {
        pattern: containsPattern(args.search.trim()),
      });
    }
    if (args.category) query.andWhere("news.category = :category", { category: args.category });
    return paginate(query, NEWEST_FIRST, "DESC", args);
  }

  /** Every category in use, for the filter's options. */
  async categories(): Promise<string[]> {
    const rows: { category: string }[] = await this.repository
      .createQueryBuilder("news")
      .select("DISTINCT news.category", "category")
      .orderBy("category")
      .getRawMany();
    return rows.map((row) => row.category);
  }

  protected override toColumns({ title, excerpt, content, date, category }: NewsInput): Partial<News> {
    return { title, excerpt, content: sanitizeRichText(content), date, category };
  }
}
