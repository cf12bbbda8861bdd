import type { DataSource } from "typeorm";
import { CrudService } from "../../common/crud.service";
import { CursorFormat, paginate } from "../../graphql/pagination";
import type { Page, PageArgs, SortKey } from "../../graphql/pagination";
import { GalleryItem } from "./gallery-item.entity";
import type { GalleryItemInput } from "./gallery-item.inputs";

const NEWEST_FIRST: SortKey[] = [
  { column: "item.date", property: "date", format: CursorFormat.timestamp },
  { column: "item.id", property: "id", format: CursorFormat.uuid },
];

export class GalleryItemService extends CrudService<GalleryItem, GalleryItemInput> {
  constructor(
    dataSource: DataSource,
    private readonly timeZone: string,
  ) {
    super(dataSource, GalleryItem, "Gallery item");
  }

  list(args: PageArgs): Promise<Page<GalleryItem>> {
    return paginate(this.repository.createQueryBuilder("item"), NEWEST_FIRST, "DESC", args);
  }

  protected override toColumns(input: GalleryItemInput): Partial<GalleryItem> {
    const date = input.date ?? new Date();
    return {
      title: input.title?.trim() || this.defaultTitle(date),
      description: input.description ?? "",
      imageUrl: input.imageUrl,
      date,
    };
  }

  /** 'Gallery Image {local date}', as the original upload form named untitled photos. */
  private defaultTitle(date: Date): string {
    return `Gallery Image ${date.toLocaleDateString("en-ZA", { timeZone: this.timeZone })}`;
  }
}
