import type { DataSource } from "typeorm";
import { CrudService } from "../../kernel/crud.service";
import { CursorFormat, paginate } from "../../kernel/pagination";
import type { Page, PageArgs, SortKey } from "../../kernel/pagination";
import { imageAttachment } from "../files";
import type { AssetStore } from "../files";
import { GalleryItem } from "./gallery-item.entity";
import type { GalleryItemInput } from "./gallery-item.inputs";

const NEWEST_FIRST: SortKey[] = [
  { column: "item.date", property: "date", format: CursorFormat.timestamp },
  { column: "item.id", property: "id", format: CursorFormat.uuid },
];

export class GalleryItemService extends CrudService<GalleryItem, GalleryItemInput> {
  constructor(
    dataSource: DataSource,
    assets: AssetStore,
    private readonly timeZone: string,
  ) {
    super(
      dataSource,
      GalleryItem,
      "Gallery item",
      imageAttachment<GalleryItem, GalleryItemInput>(assets, "imageAsset", {
        required: true,
        fields: (input) => ({ upload: input.image, dataUrl: input.imageData }),
      }),
    );
  }

  list(args: PageArgs): Promise<Page<GalleryItem>> {
    return paginate(
      this.repository.createQueryBuilder("item").leftJoinAndSelect("item.imageAsset", "image"),
      NEWEST_FIRST,
      "DESC",
      args,
    );
  }

  protected override toColumns(input: GalleryItemInput): Partial<GalleryItem> {
    return {
      title: input.title?.trim() || this.defaultTitle(input.date ?? new Date()),
      description: input.description ?? "",
      // Omitted: a new photo is dated now (the column's default), an edited one keeps its date.
      ...(input.date ? { date: input.date } : {}),
    };
  }

  /** 'Gallery Image {local date}', as the original upload form named untitled photos. */
  private defaultTitle(date: Date): string {
    return `Gallery Image ${date.toLocaleDateString("en-ZA", { timeZone: this.timeZone })}`;
  }
}
